import type { EventSummary } from '@/lib/contract/records'

import { CardGrid, EventCard } from './cards'

/** The next events as cards, with a link to all events; nothing when none is coming up. */
export function UpcomingEvents({ events }: { events: EventSummary[] }) {
  if (!events.length) return null
  return (
    <section className="section" aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">Upcoming events</h2>
      <CardGrid count={events.length}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard item={event} />
          </li>
        ))}
      </CardGrid>
      <p>
        <a href="/events">All events</a>
      </p>
    </section>
  )
}
