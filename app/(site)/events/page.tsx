import type { Metadata } from 'next'

import { ListingPage, type SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Events' }

export default function EventsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ListingPage
      title="Events"
      intro={
        <>
          <p>Seminars, conferences and open days, upcoming and past.</p>
          <p>
            <a href="/events/calendar.ics">Subscribe to our events calendar</a> (iCalendar)
          </p>
        </>
      }
      kind="events"
      endpoint="events"
      apiPath="/api/events"
      perPage={9}
      searchLabel="Search events"
      searchParams={searchParams}
    />
  )
}
