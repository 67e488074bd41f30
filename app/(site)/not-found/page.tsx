import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFoundContent'
import { missingRecordMetadata } from '@/lib/pageData'

export const metadata: Metadata = missingRecordMetadata

/** /not-found is the error page itself, answered with 404 (its mark, components/NotFoundContent.tsx). */
export default function NotFoundRoute() {
  return <NotFoundContent />
}
