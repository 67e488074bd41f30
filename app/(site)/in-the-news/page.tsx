import { listingMetadata, listingRoute } from '@/components/listing/ListingPage'

export const metadata = listingMetadata('/in-the-news')
export default listingRoute('/in-the-news')
