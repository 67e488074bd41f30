import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/LeadershipPage'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = routeMetadata('/board-of-trustees')

export default function Page() {
  return <LeadershipPage group="board-of-trustees" />
}
