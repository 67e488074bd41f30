import { z } from 'zod'

import { NoParams, NoQuery, get, list, paged } from '../../lib/schema/define'
import { EventsWhen, PagedQuery, SlugParams } from '../../lib/schema/params'
import { defaultTimeZone } from '../../lib/time'
import { type ContentType, indexEntry, pageAt } from '../define'
import { DivisionRef, Image, PersonRef, id, isoDate, meta } from '../records'

export const EventSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  /** Where the event happens, as an IANA time zone name; its times are shown in it. Optional for other upstreams. */
  timeZone: z.string().max(64).default(defaultTimeZone),
  venue: z.string(),
  address: z.string(),
  online: z.boolean(),
  registrationUrl: z.string().nullable(),
  image: Image.nullable(),
  division: DivisionRef.nullable(),
  /** The record's last change (a calendar's DTSTAMP); optional for other upstreams. */
  updatedAt: isoDate.nullable().default(null),
})
export type EventSummary = z.infer<typeof EventSummary>

export const EventDetail = EventSummary.extend({
  body: z.string(),
  speakers: z.array(PersonRef),
  updatedAt: isoDate,
  meta,
})
export type EventDetail = z.infer<typeof EventDetail>

/** Seminars, conferences and open days. */
export const event = {
  collection: 'events',
  ...pageAt('/events', 'Event'),
  linkable: true,
  search: {
    label: 'Events',
    rowid: 2,
    entry: (d, text) => indexEntry('event', d.title, d.summary, d.startsAt, [d.summary, d.venue, text(d.body)]),
  },
  endpoints: {
    eventBySlug: get('/api/event_by_slug/:slug', EventDetail, SlugParams, NoQuery),
    indexEvents: get('/api/index_events', list(EventSummary), NoParams, NoQuery),
    // `when` (beyond spec §7, optional): upcoming events soonest first, or past events latest first; without it, all, latest first.
    events: get('/api/events', paged(EventSummary), NoParams, PagedQuery.extend({ when: EventsWhen.optional() })),
  },
  listings: [
    {
      path: '/events',
      title: 'Events',
      intro: 'Seminars, conferences and open days, upcoming and past.',
      kind: 'event',
      source: { endpoint: 'events', params: {} },
      perPage: 9,
      searchLabel: 'Search events',
      links: ['calendar'],
      tabs: {
        param: 'when',
        label: 'Upcoming or past events',
        options: [
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'past', label: 'Past' },
        ],
      },
    },
  ],
} as const satisfies ContentType<'events', 'slug'>

/** One event as an iCalendar file ("Add to calendar"). */
export const eventCalendarUrl = (record: { slug: string }) => `${event.url(record)}/calendar.ics`
/** Every upcoming event as an iCalendar feed. */
export const eventsCalendarUrl = '/events/calendar.ics'
