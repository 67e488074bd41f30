import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = routeMetadata('/scientific-advisory-group')

export default function Page() {
  return <LeadershipPage group="scientific-advisory-group" />
}
