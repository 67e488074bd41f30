import { type ContentType, indexEntry, pageAt } from './define'

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
