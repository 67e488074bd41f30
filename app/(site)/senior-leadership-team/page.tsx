import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'

export const metadata: Metadata = { title: 'Senior leadership team' }

export default function Page() {
  return <LeadershipPage group="senior-leadership-team" />
}
