import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent'
import { ListingPage, type SearchParams, listingMetadata } from '@/components/listing/ListingPage'
import { isListingPath } from '@/lib/listings'
import { missingRecordMetadata } from '@/lib/pageData'

/**
 * A listing asked for with a query (`/news?page=2`, `/events?when=past`): proxy.ts
 * sends it here, since only this route reads the query and is rendered per
 * request. The same listing without a query is its own page, rendered once and
 * cached. Asked for directly, this address does not exist.
 */
type Props = { params: Promise<{ path: string[] }>; searchParams: SearchParams }

const listingPath = async (params: Props['params']) => {
  const path = `/${(await params).path.join('/')}`
  return isListingPath(path) ? path : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const path = await listingPath(params)
  return path ? listingMetadata(path, searchParams) : missingRecordMetadata
}

export default async function ListingWithQuery({ params, searchParams }: Props) {
  const path = await listingPath(params)
  if (!path) return <NotFoundContent />
  return <ListingPage path={path} searchParams={searchParams} />
}
