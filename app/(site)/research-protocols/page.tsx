import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/research-protocols')
export default listingRoute('/research-protocols')
