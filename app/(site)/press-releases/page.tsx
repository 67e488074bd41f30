import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/press-releases')
export default listingRoute('/press-releases')
