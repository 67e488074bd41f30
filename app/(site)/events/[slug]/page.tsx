import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'
import Link from 'next/link'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDateTime } from '@/components/dates'
import { getEvent } from '@/lib/pageData'
import { Facts, PeopleLinks } from '@/components/Facts'
import { RecordJsonLd } from '@/components/JsonLd'
import * as jsonLd from '@/lib/seo/jsonLd'
import { eventCalendarUrl } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEvent((await params).slug)
  return pageMetadata({ title: event.title, description: event.summary, image: event.image, meta: event.meta })
}

export default async function EventPage({ params }: Props) {
  const event = await getEvent((await params).slug)
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>
  return (
    <ArticleLayout
      id="event-body"
      kicker={<Link href="/events">Event</Link>}
      title={event.title}
      lede={event.summary}
      image={event.image}
      body={event.body}
    >
      <RecordJsonLd
        describe={(institute, absolute) => jsonLd.event(event, institute, absolute)}
        section={{ name: 'Events', path: '/events' }}
        record={event}
      />
      <p>
        <a href={eventCalendarUrl(event)} download>
          Add to calendar
        </a>
      </p>
      <Facts
        facts={[
          ['Starts', time(event.startsAt)],
          ['Ends', event.endsAt ? time(event.endsAt) : null],
          ['Where', event.online ? 'Online' : [event.venue, event.address].filter(Boolean).join(', ') || 'To be announced'],
          ['Speakers', event.speakers.length ? <PeopleLinks people={event.speakers} /> : null],
          ['Division', event.division?.name],
        ]}
      />
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
