import type { Metadata } from 'next'

import { ListingPage, type SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Publications' }

const currentYear = new Date().getUTCFullYear()
const years = Array.from({ length: 8 }, (_, i) => currentYear - i)

export default function PublicationsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ListingPage
      title="Publications"
      intro="Peer-reviewed papers by our researchers."
      kind="publications"
      endpoint="centralPublications"
      apiPath="/api/central_publications"
      perPage={20}
      years={years}
      searchLabel="Search titles, authors and journals"
      searchParams={searchParams}
    />
  )
}
