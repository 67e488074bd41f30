import type { Metadata } from 'next'
import Link from 'next/link'

import { EventCard } from '@/components/cards'
import { ListingPage, newsYears, type SearchParams } from '@/components/listing/ListingPage'
import { upstream } from '@/lib/upstream'

export const metadata: Metadata = { title: 'News and events' }

export default async function NewsAndEventsPage({ searchParams }: { searchParams: SearchParams }) {
  const { data: upcoming } = await upstream('indexEvents').catch(() => ({ data: [] }))
  return (
    <ListingPage
      title="News and events"
      intro="Everything we publish, and what is coming up."
      kind="news"
      endpoint="newsEvents"
      params={{ slug: 'all' }}
      apiPath="/api/news_events/all"
      perPage={9}
      years={await newsYears('all')}
      searchLabel="Search news"
      searchParams={searchParams}
    >
      {upcoming.length ? (
        <section aria-labelledby="upcoming-events" className="section">
          <h2 id="upcoming-events">Upcoming events</h2>
          <ul className="card-grid">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard item={event} />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/events">All events</Link>
          </p>
        </section>
      ) : null}
    </ListingPage>
  )
}
