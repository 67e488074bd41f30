import type { Metadata } from 'next'
import { cache, type ReactNode } from 'react'

import { Card, CardGrid, NewsCard } from '@/components/cards'
import { JsonLd } from '@/components/JsonLd'
import { ContentImage } from '@/components/Media'
import { UpcomingEvents } from '@/components/UpcomingEvents'
import type { FrontPageSettings, NewsSummary } from '@/lib/contract/records'
import type { HomeSection } from '@/lib/schema/sections'
import * as jsonLd from '@/lib/seo/jsonLd'
import { alternatesFor, siteCard } from '@/lib/seo/metadata'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'
import { orEmpty, upstream } from '@/lib/upstream'

/**
 * The home page's own search-engine fields (front page settings, SEO tab):
 * description and image, and the title of link previews. The page title stays
 * the product name alone.
 */
export async function generateMetadata(): Promise<Metadata> {
  const meta = await upstream('frontPageSettings')
    .then((r) => r.data.meta)
    .catch(() => null)
  const alternates = alternatesFor('/')
  if (!meta) return { alternates }
  const card = await siteCard()
  const images = [meta.image ? { url: meta.image.url, alt: meta.image.alt || card.siteName } : card.image]
  const description = meta.description ?? undefined
  const title = meta.title ?? undefined
  return {
    alternates,
    ...(description && { description }),
    openGraph: {
      type: 'website',
      url: '/',
      siteName: card.siteName,
      locale: card.locale,
      ...(title && { title }),
      ...(description && { description }),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      ...(title && { title }),
      ...(description && { description }),
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
  }
}

type SectionProps = { front: FrontPageSettings }
/** A section's heading (its id names the landmark) and an optional link to more. */
type Frame = { id: string; title: string; more?: { href: string; label: string } }

/**
 * The home page: its heading, then the sections the front page settings list,
 * in their order. Each section reads its own lists; a list that fails to load
 * is logged and leaves its section out, and the rest of the page still renders.
 */
export default async function HomePage() {
  const [front, settings] = await Promise.all([upstream('frontPageSettings').then((r) => r.data), getSettings()])
  const shown = [...new Set(front.sections)].filter(isHomeSection)

  return (
    <>
      <JsonLd things={[jsonLd.organization(settings, absoluteUrl), jsonLd.website(settings, absoluteUrl)]} />
      <Heading front={front} withPicture={shown.includes('carousel')} />
      {pairUp(shown).map((row, index) => (
        <div key={row.join('+')} className={bandClass(row, index)}>
          {row.length === 2 ? (
            <div className="two-columns">
              {row.map((name) => (
                <div key={name} className={notOnPhones.has(name) ? 'not-on-phones' : undefined}>
                  {renderSection(name, front)}
                </div>
              ))}
            </div>
          ) : (
            renderSection(row[0], front)
          )}
        </div>
      ))}
    </>
  )
}

/** Sections a phone leaves out, so the page stays short there: each has its own page or the menu leads to it. */
const notOnPhones = new Set<HomeSection>(['carousel', 'in-the-news', 'awards', 'partners'])

/**
 * The band a row of sections sits in: bands alternate between the page's own
 * background and a tinted one, and the key figures stand out on a dark band,
 * so neighbouring sections never look alike.
 */
function bandClass(row: HomeSection[], index: number): string {
  const tone = row.includes('achievements') ? 'band-dark' : index % 2 ? 'band-tint' : 'band-plain'
  return ['band', tone, row.every((name) => notOnPhones.has(name)) ? 'not-on-phones' : ''].filter(Boolean).join(' ')
}

/** The carousel is read by the heading and by "In pictures": once per request. */
const carouselImages = cache(() => orEmpty('carousel', upstream('carouselImages')))

/** The latest stories are read by "Latest news" and by "Highlights" (which leaves out what the other shows): once per request. */
const latestNews = cache(() => orEmpty('latest news', upstream('indexNews')))

/** The page's title and summary, always first; beside them the first carousel picture while the carousel is shown. */
async function Heading({ front, withPicture }: SectionProps & { withPicture: boolean }) {
  const picture = withPicture ? (await carouselImages()).data[0] : undefined
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-text">
        <h1 id="hero-title" className="display">
          {front.heroTitle}
        </h1>
        {front.heroSummary ? <p className="lede">{front.heroSummary}</p> : null}
        <p className="hero-actions">
          <a href="/about-us" className="button">
            About the institute
          </a>
          <a href="/our-researchers" className="button button-secondary">
            Our researchers
          </a>
        </p>
      </div>
      {picture ? (
        <figure>
          <ContentImage image={picture.image} sizes="(max-width: 60rem) 100vw, 40rem" priority className="hero-image" />
          <figcaption className="meta">
            {picture.url ? <a href={picture.url}>{picture.title}</a> : picture.title}
            {picture.caption ? ` — ${picture.caption}` : null}
          </figcaption>
        </figure>
      ) : null}
    </section>
  )
}

/** The frame every section but "Upcoming events" shares: a region named by its heading, the content, a link to more. */
function Section({ id, title, more, children }: Frame & { children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {more ? (
        <p>
          <a href={more.href}>{more.label}</a>
        </p>
      ) : null}
    </section>
  )
}

/** Tiles that each lead somewhere: a linked title and a short text. */
function Tiles({ tiles }: { tiles: { id: number | string; url: string; title: string; summary: string }[] }) {
  return (
    <CardGrid count={tiles.length}>
      {tiles.map((t) => (
        <li key={t.id} className="tile">
          <h3>
            <a href={t.url}>{t.title}</a>
          </h3>
          <p>{t.summary}</p>
        </li>
      ))}
    </CardGrid>
  )
}

/** The carousel's other pictures (the first is beside the heading). */
async function InPictures() {
  const slides = (await carouselImages()).data.slice(1)
  if (!slides.length) return null
  return (
    <Section id="in-pictures" title="In pictures">
      <ul className="strip">
        {slides.map((slide) => (
          <li key={slide.id}>
            <figure>
              <ContentImage image={slide.image} sizes="(max-width: 40rem) 80vw, 20rem" />
              <figcaption className="meta">{slide.url ? <a href={slide.url}>{slide.title}</a> : slide.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The stories "Latest news" shows, when it is on the page. */
async function shownInLatestNews(front: FrontPageSettings): Promise<NewsSummary[]> {
  if (!front.sections.includes('news')) return []
  return (await latestNews()).data.slice(0, front.newsCount)
}

/** The editors' picks, as picture cards; a pick that "Latest news" already shows is left out here. */
async function Highlights({ front }: SectionProps) {
  const [{ data }, latest] = await Promise.all([orEmpty('highlights', upstream('highlights')), shownInLatestNews(front)])
  const shownElsewhere = new Set(latest.map((story) => story.url))
  const picks = data.filter((highlight) => !shownElsewhere.has(highlight.url))
  if (!picks.length) return null
  return (
    <Section id="highlights" title="Highlights">
      <CardGrid count={picks.length}>
        {picks.map((highlight) => (
          <li key={highlight.id}>
            <Card item={highlight} kicker="Highlight" />
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

async function LatestNews({ front }: SectionProps) {
  const shown = await shownInLatestNews(front)
  if (!shown.length) return null
  return (
    <Section id="latest-news" title="Latest news" more={{ href: '/news-blogs', label: 'All news and blogs' }}>
      <CardGrid count={shown.length} max={4}>
        {shown.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

/** Research themes as tiles, then the highlight topics as a short list of links to explore. */
async function Research() {
  const [items, topics] = await Promise.all([
    orEmpty('research themes', upstream('items')),
    orEmpty('highlight topics', upstream('highlightTopics')),
  ])
  if (!items.data.length && !topics.data.length) return null
  return (
    <Section id="research" title="Our research">
      {items.data.length ? <Tiles tiles={items.data} /> : null}
      {topics.data.length ? (
        <div className="topics">
          <h3 id="research-topics">Explore a topic</h3>
          <ul className="topic-list" aria-labelledby="research-topics">
            {topics.data.map((topic) => (
              <li key={topic.id}>
                <a href={topic.url} className="topic">
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  )
}

async function Events({ front }: SectionProps) {
  const { data } = await orEmpty('upcoming events', upstream('indexEvents'))
  return <UpcomingEvents events={data.slice(0, front.eventsCount)} />
}

async function PressReleases() {
  const { data } = await orEmpty('press releases', upstream('indexPressReleases'))
  return <NewsLinks id="press" title="Press releases" more={{ href: '/press-releases', label: 'All press releases' }} list={data} />
}

async function InTheNews() {
  const { data } = await orEmpty('in the news', upstream('indexInTheNews'))
  return <NewsLinks id="itn" title="In the news" more={{ href: '/in-the-news', label: 'More coverage' }} list={data} />
}

/** Stories as linked titles, with the outlet where one carried the story; nothing when there are none. */
function NewsLinks({ list, ...frame }: Frame & { list: NewsSummary[] }) {
  if (!list.length) return null
  return (
    <Section {...frame}>
      <ul className="link-list">
        {list.map((p) => (
          <li key={p.id}>
            <a href={p.url}>{p.title}</a>
            {p.source ? <span className="meta"> — {p.source.outlet}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

async function KeyFigures() {
  const { data } = await orEmpty('key figures', upstream('achievements'))
  if (!data.length) return null
  return (
    <Section id="figures" title="The institute in figures">
      <dl className="figures">
        {data.map((a) => (
          <div key={a.id}>
            <dt>{a.label}</dt>
            <dd>{a.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

async function Voices() {
  const { data } = await orEmpty('testimonials', upstream('testimonials'))
  if (!data.length) return null
  return (
    <Section id="voices" title="Voices">
      <CardGrid count={data.length} max={2}>
        {data.map((t) => (
          <li key={t.id}>
            <figure className="quote">
              <blockquote>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption>
                {t.name}
                {t.role ? <span className="meta">, {t.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

async function Awards() {
  const { data } = await orEmpty('awards', upstream('awards'))
  if (!data.length) return null
  return (
    <Section id="awards" title="Awards">
      <ul className="link-list">
        {data.map((a) => (
          <li key={a.id}>
            <strong>{a.title}</strong> ({a.year}) — {a.recipient}
          </li>
        ))}
      </ul>
    </Section>
  )
}

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`

async function WhereWeWork() {
  const { data } = await orEmpty('global markers', upstream('globalMarkers'))
  if (!data.length) return null
  return (
    <Section id="where" title="Where we work">
      <CardGrid count={data.length} max={4}>
        {data.map((m) => (
          <li key={m.id} className="tile site">
            <h3>
              <a href={m.url}>{m.name}</a>
            </h3>
            <p className="meta">
              {m.country} · {degrees(m.latitude, 'N', 'S')}, {degrees(m.longitude, 'E', 'W')}
            </p>
            {m.summary ? <p>{m.summary}</p> : null}
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

async function Partners() {
  const [collaborations, majorDonors, coreDonors] = await Promise.all([
    orEmpty('collaborations', upstream('collaborations')),
    orEmpty('major donors', upstream('majorDonors')),
    orEmpty('core donors', upstream('coreDonors')),
  ])
  const groups = [
    { label: 'Collaborations', list: collaborations.data },
    { label: 'Major donors', list: majorDonors.data },
    { label: 'Core donors', list: coreDonors.data },
  ].filter((group) => group.list.length)
  if (!groups.length) return null
  return (
    <Section id="partners" title="Partners and funders">
      {groups.map(({ label, list }) => (
        <div key={label}>
          <h3>{label}</h3>
          <ul className="inline-list">
            {list.map((p) => (
              <li key={p.id}>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  )
}

/** One component per home section (lib/schema/sections.ts, also the CMS's options): the type keeps the two the same. */
const sections = {
  carousel: InPictures,
  highlights: Highlights,
  news: LatestNews,
  research: Research,
  events: Events,
  'press-releases': PressReleases,
  'in-the-news': InTheNews,
  achievements: KeyFigures,
  testimonials: Voices,
  awards: Awards,
  map: WhereWeWork,
  partners: Partners,
} satisfies Record<HomeSection, (props: SectionProps) => Promise<ReactNode>>

const isHomeSection = (name: string): name is HomeSection => Object.hasOwn(sections, name)

function renderSection(name: HomeSection, front: FrontPageSettings) {
  const Section = sections[name]
  return <Section key={name} front={front} />
}

/** Sections narrow enough to sit side by side when one follows the other. */
const halfWidth = new Set<HomeSection>(['press-releases', 'in-the-news'])

/** Rows of one section, or of two half-width sections that follow each other. */
function pairUp(shown: HomeSection[]): HomeSection[][] {
  const rows: HomeSection[][] = []
  for (let i = 0; i < shown.length; i++) {
    if (halfWidth.has(shown[i]) && halfWidth.has(shown[i + 1])) rows.push([shown[i], shown[++i]])
    else rows.push([shown[i]])
  }
  return rows
}
