import type { ReactNode } from 'react'

import { contentTypes } from '@/content'
import type { ListingItem, ListingKind } from '@/lib/listings'

import type { EventSummary, Image, NewsSummary, PersonSummary, ProtocolSummary, PublicationSummary } from '@/lib/contract/records'
import { newsTypeLabels } from '@/lib/schema/sections'
import { asSentence } from '@/lib/sentence'
import type { Tender } from '@/content/tender'
import type { IssueSummary } from '@/content/newsletter'
import { dateParts, defaultTimeZone, formatDay, formatEventTime, tenderDateLine, tenderStatusAt } from '@/lib/time'

import { ContentImage } from './Media'
import { StatusBadge } from './StatusBadge'

/**
 * Cards and rows for listings; plain components used by server and client lists alike.
 * `first`: the list's first card, whose picture is likely the largest thing in view when
 * the page opens: loaded at once and early (priority), not lazily.
 */
type CardProps<T> = { item: T; first?: boolean }

/**
 * A picture card: image, kicker, linked title, meta line and summary (each optional but the title).
 * `withoutImage`: what takes the picture's place when there is none (the date), as decoration,
 * so cards in a row line up; the meta line says it to everyone.
 */
export function Card({
  item,
  kicker,
  meta,
  withoutImage,
  first = false,
}: {
  item: { url: string; title: string; summary: string; image: Image | null }
  kicker?: string
  meta?: ReactNode
  withoutImage?: ReactNode
  first?: boolean
}) {
  return (
    <article className="card">
      {item.image ? (
        <ContentImage
          image={item.image}
          sizes="(max-width: 40rem) 100vw, (max-width: 60rem) 50vw, 24rem"
          className="card-image"
          priority={first}
        />
      ) : withoutImage ? (
        <div className="card-stand-in" aria-hidden="true">
          {withoutImage}
        </div>
      ) : null}
      <div className="card-body">
        {kicker ? <p className="kicker">{kicker}</p> : null}
        <h3 className="card-title">
          <a href={item.url}>{item.title}</a>
        </h3>
        {meta ? <p className="meta">{meta}</p> : null}
        <p className="card-summary">{item.summary}</p>
      </div>
    </article>
  )
}

/**
 * How many columns a grid of `count` items gets on a wide screen (at most
 * `max`): a number that divides the count where one exists, so no card is
 * left alone on the last row; otherwise one (up to one more than `max`) that
 * leaves at least two there (the last row's cards then share its width).
 */
export function columnsFor(count: number, max = 3): number {
  if (count <= max) return Math.max(count, 1)
  for (let columns = max; columns >= 2; columns--) if (count % columns === 0) return columns
  for (let columns = max + 1; columns >= 2; columns--) if (count % columns !== 1) return columns
  // 13, 25…: the last card spans the row.
  return max
}

/**
 * The one grid for cards and tiles: every row's items are the same height,
 * and the last row's items share its full width (see globals.css .card-grid).
 */
export function CardGrid({ count, max = 3, children }: { count: number; max?: number; children: ReactNode }) {
  return (
    <ul className="card-grid" data-columns={columnsFor(count, max)}>
      {children}
    </ul>
  )
}

/** A date set large, for a card without a picture: "23 / JUL 2026". */
function DateTile({ iso, zone }: { iso: string; zone: string }) {
  const date = dateParts(iso, zone)
  return (
    <>
      <span className="card-date-day">{date.day}</span>
      <span className="card-date-month">
        {date.month} {date.year}
      </span>
    </>
  )
}

export function NewsCard({ item, first }: CardProps<NewsSummary>) {
  const meta = (
    <>
      <time dateTime={item.publishedAt}>{formatDay(item.publishedAt)}</time>
      {item.source ? ` · ${item.source.outlet}` : null}
    </>
  )
  // Dated as its meta line is: in the institute's zone.
  return (
    <Card
      item={item}
      kicker={newsTypeLabels[item.type]}
      meta={meta}
      withoutImage={<DateTile iso={item.publishedAt} zone={defaultTimeZone} />}
      first={first}
    />
  )
}

export function EventCard({ item, first }: CardProps<EventSummary>) {
  const meta = (
    <>
      <time dateTime={item.startsAt}>{formatEventTime(item.startsAt, item.timeZone)}</time>
      {item.online ? ' · Online' : item.venue ? ` · ${item.venue}` : null}
    </>
  )
  return (
    <Card
      item={item}
      kicker={new Date(item.startsAt) >= new Date() ? 'Upcoming event' : 'Past event'}
      meta={meta}
      withoutImage={<DateTile iso={item.startsAt} zone={item.timeZone} />}
      first={first}
    />
  )
}

export function PersonCard({ item, first }: CardProps<PersonSummary>) {
  return (
    <article className="card card-person">
      {item.photo ? <ContentImage image={item.photo} sizes="8rem" className="card-portrait" priority={first} /> : null}
      <div className="card-body">
        <h3 className="card-title">
          <a href={item.url}>{[item.honorific, item.name].filter(Boolean).join(' ')}</a>
        </h3>
        <p className="meta">
          {item.position}
          {item.division ? (
            <>
              {' · '}
              <a href={contentTypes.division.url(item.division)}>{item.division.name}</a>
            </>
          ) : null}
        </p>
        {item.expertise.length ? <p>{item.expertise.join(', ')}</p> : null}
      </div>
    </article>
  )
}

/** Cited as medical journals do (Vancouver style): the journal's name upright, so pages listing publications need no italic face. */
export function PublicationRow({ item }: { item: PublicationSummary }) {
  return (
    <article className="list-row">
      <h3 className="card-title">{item.url ? <a href={item.url}>{item.title}</a> : item.title}</h3>
      <p className="meta">
        {asSentence(item.authorList)} {item.journal}, {item.year}.{item.doi ? ` DOI: ${item.doi}` : null}
        {item.openAccess ? ' · Open access' : null}
        {item.division ? ` · ${item.division.name}` : null}
      </p>
    </article>
  )
}

export function ProtocolRow({ item }: { item: ProtocolSummary }) {
  return (
    <article className="list-row">
      <h3 className="card-title">
        <a href={item.url}>{item.title}</a>
      </h3>
      <p className="meta">
        <StatusBadge status={item.studyStatus} /> {item.protocolNumber} · version {item.version} · approved {formatDay(item.approvedAt)}
      </p>
      <p>{item.summary}</p>
    </article>
  )
}

/** A tender in a list: its reference, status, summary and a link to its documents. */
export function TenderRow({ item }: { item: Tender }) {
  const url = contentTypes.tender.url(item)
  return (
    <article className="list-row">
      <h3 className="card-title">
        <a href={url}>{item.title}</a>
      </h3>
      <p className="meta">
        <StatusBadge status={tenderStatusAt(item)} /> {[item.reference, tenderDateLine(item)].filter(Boolean).join(' · ')}
      </p>
      <p>{item.summary}</p>
      {item.documents.length ? (
        <p>
          {item.documents.length === 1 ? 'One document' : `${item.documents.length} documents`}:{' '}
          <a href={url}>
            how to bid and the documents<span className="visually-hidden"> for {item.title}</span>
          </a>
        </p>
      ) : null}
    </article>
  )
}

/** A sent newsletter issue in the archive: its subject, the day it went out and its intro. */
export function NewsletterRow({ item }: { item: IssueSummary }) {
  return (
    <article className="list-row">
      <h3 className="card-title">
        <a href={item.url}>{item.subject}</a>
      </h3>
      <p className="meta">
        Sent <time dateTime={item.sentAt}>{formatDay(item.sentAt)}</time>
      </p>
      {item.intro ? <p>{item.intro}</p> : null}
    </article>
  )
}

/** The card of each content type that has listings: a new listing kind without a card does not compile. */
const cards: { [K in ListingKind]: (props: CardProps<ListingItem<K>>) => ReactNode } = {
  news: NewsCard,
  event: EventCard,
  person: PersonCard,
  publication: PublicationRow,
  protocol: ProtocolRow,
  tender: TenderRow,
  newsletter: NewsletterRow,
}

export function ListingCard<K extends ListingKind>({ kind, item, first }: { kind: K } & CardProps<ListingItem<K>>) {
  const Card: (props: CardProps<ListingItem<K>>) => ReactNode = cards[kind]
  return <Card item={item} first={first} />
}
