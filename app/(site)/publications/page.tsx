import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/publications')
export default listingRoute('/publications')
