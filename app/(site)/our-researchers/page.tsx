import type { Metadata } from 'next'

import { ListingPage, type SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Our researchers' }

export default function ResearchersPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ListingPage
      title="Our researchers"
      intro="The scientists, clinicians and analysts behind our research."
      kind="people"
      endpoint="peoples"
      apiPath="/api/peoples"
      perPage={12}
      searchLabel="Search by name, position or expertise"
      searchParams={searchParams}
    />
  )
}
