import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/news')
export default listingRoute('/news')
