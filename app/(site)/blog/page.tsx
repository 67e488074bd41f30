import type { Metadata } from 'next'

import type { SearchParams } from '@/components/listing/ListingPage'
import { InTheNewsPage } from '@/components/listing/NewsSectionPage'

export const metadata: Metadata = { title: 'Blog' }

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <InTheNewsPage listing="blog" searchParams={searchParams} />
}
