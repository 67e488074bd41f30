import type { Metadata } from 'next'

import { MissingPage } from '@/components/NotFoundContent'
import { missingRecordMetadata } from '@/lib/pageData'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

export const metadata: Metadata = missingRecordMetadata

/** Paths deeper than any route of the site: a redirect if the address moved, else the error page, 404. */
export default async function Unmatched({ params }: { params: Promise<{ slug: string; item: string; rest: string[] }> }) {
  const { slug, item, rest } = await params
  return <MissingPage path={`/${[slug, item, ...rest].join('/')}`} />
}
