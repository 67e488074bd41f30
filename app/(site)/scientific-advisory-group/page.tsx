import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'
import { routeMetadata } from '@/lib/routes'

export const metadata: Metadata = routeMetadata('/scientific-advisory-group')

export default function Page() {
  return <LeadershipPage group="scientific-advisory-group" />
}
