import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { missingRecordMetadata } from '@/lib/pageData'

export const metadata: Metadata = missingRecordMetadata

/** /not-found is the error page itself, answered with 404. */
export default function NotFoundRoute() {
  notFound()
}
