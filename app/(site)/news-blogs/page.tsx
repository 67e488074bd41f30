import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/news-blogs')
export default listingRoute('/news-blogs')
