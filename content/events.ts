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
} satisfies ContentType<'events', 'slug'>

/** One event as an iCalendar file ("Add to calendar"). */
export const eventCalendarUrl = (record: { slug: string }) => `${event.url(record)}/calendar.ics`
/** Every upcoming event as an iCalendar feed. */
export const eventsCalendarUrl = '/events/calendar.ics'
