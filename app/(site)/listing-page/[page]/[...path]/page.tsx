import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent'
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage'
import { isListingPath } from '@/lib/listings'
import { listingPageNumber } from '@/content/listingPages'
import { missingRecordMetadata } from '@/lib/pageData'

/**
 * A further page of a listing and nothing else in its query (`/news?page=2`):
 * proxy.ts sends it here as `/listing-page/2/news`. Unlike a listing with a
 * search or filter (app/(site)/listing-query, per request), it is rendered on
 * its first request and then served from the cache like the listing itself,
 * since crawlers and visitors follow the same page links over and over; an
 * editor's change expires it with the listing (the same reads, the same tags).
 * Asked for directly, this address does not exist.
 */
export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ page: string; path: string[] }> }

async function asked(params: Props['params']) {
  const { page, path } = await params
  const listing = `/${path.join('/')}`
  const number = listingPageNumber(page)
  return isListingPath(listing) && number ? { listing, page: String(number) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await asked(params)
  return found ? listingMetadata(found.listing, Promise.resolve({ page: found.page })) : missingRecordMetadata
}

export default async function FurtherListingPage({ params }: Props) {
  const found = await asked(params)
  if (!found) return <NotFoundContent />
  return <ListingPage path={found.listing} searchParams={Promise.resolve({ page: found.page })} />
}
