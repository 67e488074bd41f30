import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/our-researchers')
export default listingRoute('/our-researchers')
