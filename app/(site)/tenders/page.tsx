import type { Metadata } from 'next'

import { ListingPage, type SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Tenders' }

/** Calls for tenders, open ones first in the menus; all of them listed here, newest first. */
export default function TendersPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ListingPage
      title="Tenders"
      intro="Invitations to tender for goods, works and services. Documents are attached to each tender."
      kind="tenders"
      endpoint="tenders"
      params={{ slug: 'all' }}
      apiPath="/api/tenders/all"
      perPage={10}
      searchLabel="Search tenders"
      searchParams={searchParams}
    />
  )
}
