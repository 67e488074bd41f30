import type { Metadata } from 'next'

import { ListingPage, newsYears, type SearchParams } from '@/components/listing/ListingPage'
import { UpcomingEvents } from '@/components/UpcomingEvents'
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
      <UpcomingEvents events={upcoming} />
    </ListingPage>
  )
}
