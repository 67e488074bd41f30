import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'

export const metadata: Metadata = { title: 'Scientific advisory group' }

export default function Page() {
  return <LeadershipPage group="scientific-advisory-group" />
}
