import type { Metadata } from 'next'

import type { SearchParams } from '@/components/listing/ListingPage'
import { NewsSectionPage } from '@/components/listing/NewsSectionPage'

export const metadata: Metadata = { title: 'Features' }

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <NewsSectionPage section="features" searchParams={searchParams} />
}
