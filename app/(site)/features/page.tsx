import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/features')
export default listingRoute('/features')
