import type { Metadata } from 'next'
import Link from 'next/link'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDateTime } from '@/components/dates'
import { ContentImage } from '@/components/Media'
import { getEvent } from '@/lib/records'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEvent((await params).slug)
  return { title: event.title, description: event.summary }
}

export default async function EventPage({ params }: Props) {
  const event = await getEvent((await params).slug)
  return (
    <ArticleLayout
      id="event-body"
      kicker={<Link href="/events">Event</Link>}
      title={event.title}
      lede={event.summary}
      media={event.image ? <ContentImage image={event.image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" /> : null}
      body={event.body}
    >
      <dl className="facts">
        <dt>Starts</dt>
        <dd>
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
        </dd>
        {event.endsAt ? (
          <>
            <dt>Ends</dt>
            <dd>
              <time dateTime={event.endsAt}>{formatDateTime(event.endsAt)}</time>
            </dd>
          </>
        ) : null}
        <dt>Where</dt>
        <dd>{event.online ? 'Online' : [event.venue, event.address].filter(Boolean).join(', ') || 'To be announced'}</dd>
        {event.speakers.length ? (
          <>
            <dt>Speakers</dt>
            <dd>{event.speakers.map((s, i) => [i ? ', ' : '', <Link key={s.slug} href={`/people/${s.slug}`}>{s.name}</Link>])}</dd>
          </>
        ) : null}
      </dl>
      {event.registrationUrl && new Date(event.startsAt) > new Date() ? (
        <p>
          <a className="button" href={event.registrationUrl}>
            Register for this event
          </a>
        </p>
      ) : null}
    </ArticleLayout>
  )
}
