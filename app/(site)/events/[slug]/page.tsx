import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'
import Link from 'next/link'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDateTime } from '@/components/dates'
import { ContentImage } from '@/components/Media'
import { getEvent } from '@/lib/pageData'
import { JsonLd } from '@/components/JsonLd'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'
import * as jsonLd from '@/lib/seo/jsonLd'
import { contentTypes, eventCalendarUrl } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEvent((await params).slug)
  return pageMetadata({ title: event.title, description: event.summary, image: event.image })
}

export default async function EventPage({ params }: Props) {
  const event = await getEvent((await params).slug)
  const settings = await getSettings()
  return (
    <ArticleLayout
      id="event-body"
      kicker={<Link href="/events">Event</Link>}
      title={event.title}
      lede={event.summary}
      media={
        event.image ? <ContentImage image={event.image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" /> : null
      }
      body={event.body}
    >
      <JsonLd
        things={[
          jsonLd.event(event, settings.productName, absoluteUrl),
          jsonLd.breadcrumbs(
            [
              { name: 'Home', path: '/' },
              { name: 'Events', path: '/events' },
              { name: event.title, path: event.url },
            ],
            absoluteUrl,
          ),
        ]}
      />
      <p>
        <a href={eventCalendarUrl(event)} download>
          Add to calendar
        </a>
      </p>
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
            <dd>
              {event.speakers.map((s, i) => [
                i ? ', ' : '',
                <Link key={s.slug} href={contentTypes.person.url(s)}>
                  {s.name}
                </Link>,
              ])}
            </dd>
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
