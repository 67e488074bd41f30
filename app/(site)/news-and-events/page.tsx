import { ListingPage, listingMetadata, type SearchParams } from '@/components/listing/ListingPage'
import { UpcomingEvents } from '@/components/UpcomingEvents'
import { orEmpty, upstream } from '@/lib/upstream'

export const metadata = listingMetadata('/news-and-events')

/** Everything published, with what is coming up above it. */
export default async function NewsAndEventsPage({ searchParams }: { searchParams: SearchParams }) {
  const { data: upcoming } = await orEmpty('upcoming events', upstream('indexEvents'))
  return (
    <ListingPage path="/news-and-events" searchParams={searchParams}>
      <UpcomingEvents events={upcoming} />
    </ListingPage>
  )
}
