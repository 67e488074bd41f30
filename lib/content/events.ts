import type { ContentType } from './define'
import { isoOrNull, joinText } from './define'

export const event = {
  collection: 'events',
  label: 'Events',
  url: ({ slug }) => `/events/${slug}`,
  route: { pattern: '/events/:slug', title: 'Event' },
  sitemap: true,
  search: {
    entry: (d, text) => ({
      subtype: 'event',
      title: d.title,
      summary: d.summary,
      date: isoOrNull(d.startsAt),
      body: joinText(d.summary, d.venue, text(d.body)),
    }),
  },
} satisfies ContentType<'events', 'slug'>

/** One event as an iCalendar file ("Add to calendar"). */
export const eventCalendarUrl = (record: { slug: string }) => `${event.url(record)}/calendar.ics`
/** Every upcoming event as an iCalendar feed. */
export const eventsCalendarUrl = '/events/calendar.ics'
