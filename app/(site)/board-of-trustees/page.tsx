import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'

export const metadata: Metadata = { title: 'Board of trustees' }

export default function Page() {
  return <LeadershipPage group="board-of-trustees" />
}
