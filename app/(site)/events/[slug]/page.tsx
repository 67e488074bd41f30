import { contentTypes } from '@/content'
import { pageMetadata } from '@/lib/seo/metadata'

import { ArticleLayout } from '@/components/ArticleLayout'
import { Facts, PeopleLinks } from '@/components/Facts'
import { RelatedEvents } from '@/components/Related'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import * as jsonLd from '@/lib/seo/jsonLd'
import { eventCalendarUrl } from '@/content'
import { listingAt } from '@/lib/listings'
import { formatEventDay, formatTimeRange, formatZone, hasEnded } from '@/lib/time'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findEvent = recordReader((slug) => upstream('eventBySlug', { slug }))

export const generateMetadata = recordMetadata(findEvent, (event) =>
  pageMetadata({
    title: event.title,
    description: event.summary,
    image: event.image,
    meta: event.meta,
    path: contentTypes.event.url(event),
  }),
)

const eventsSection = { name: listingAt('/events').title, path: '/events' }

export default async function EventPage({ params }: Props) {
  const { slug } = await params
  const event = await findEvent(slug)
  if (!event) return <MissingPage path={contentTypes.event.url({ slug })} />
  const ended = hasEnded(event)
  const zone = event.timeZone
  const day = <time dateTime={event.startsAt}>{formatEventDay(event.startsAt, zone)}</time>
  const facts = (
    <>
      {ended ? (
        <p className="notice event-ended" role="note">
          This event has ended.
        </p>
      ) : null}
      <Facts
        facts={[
          ['Date', day],
          ['Time', `${formatTimeRange(event.startsAt, event.endsAt, zone)}`],
          ['Time zone', formatZone(event.startsAt, zone)],
          ['Where', event.online ? 'Online' : [event.venue, event.address].filter(Boolean).join(', ') || 'To be announced'],
          ['Speakers', event.speakers.length ? <PeopleLinks people={event.speakers} /> : null],
          ['Division', event.division?.name],
        ]}
      />
      {ended ? null : (
        <p>
          {event.registrationUrl ? (
            <>
              <a className="button" href={event.registrationUrl}>
                Register<span className="visually-hidden"> for {event.title}</span>
              </a>{' '}
            </>
          ) : null}
          <a href={eventCalendarUrl(event)} download>
            Add to calendar
          </a>
        </p>
      )}
    </>
  )
  return (
    <ArticleLayout
      id="event-body"
      url={event.url}
      sections={[eventsSection]}
      describe={(institute, absolute) => jsonLd.event(event, institute, absolute)}
      kicker={<a href="/events">{ended ? 'Past event' : 'Event'}</a>}
      title={event.title}
      lede={event.summary}
      image={event.image}
      body={event.body}
      facts={facts}
      factsLabel="Event details"
      factsFirst
      after={<RelatedEvents event={event} />}
    />
  )
}
