import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/news-and-events')
export default listingRoute('/news-and-events')
