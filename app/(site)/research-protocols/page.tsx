import type { Metadata } from 'next'

import { ListingPage, type SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Research protocols' }

export default function ProtocolsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ListingPage
      title="Research protocols"
      intro="Studies approved to run at the institute, with their protocol documents."
      kind="protocols"
      endpoint="protocols"
      apiPath="/api/protocols"
      perPage={10}
      searchLabel="Search protocols"
      searchParams={searchParams}
    />
  )
}
