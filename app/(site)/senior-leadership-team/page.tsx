import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = routeMetadata('/senior-leadership-team')

export default function Page() {
  return <LeadershipPage group="senior-leadership-team" />
}
