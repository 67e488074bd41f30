import type { Payload } from 'payload'
import { z } from 'zod'

import { metrics } from '../lib/edge/metrics.mjs'

/** What /metrics reads of a pg Pool (the PostgreSQL adapter's `payload.db.pool`); SQLite's adapter has none. */
const PoolCounts = z.object({ totalCount: z.number(), idleCount: z.number(), waitingCount: z.number() })

/** The CMS's part of /metrics (lib/edge/metrics.mjs), read at each scrape: its connection pool and the outbox. */
export function observeCms(payload: Payload): void {
  const { sources, reportPool } = metrics()
  if (PoolCounts.safeParse(Reflect.get(payload.db, 'pool')).success)
    reportPool(() => {
      const pool = PoolCounts.safeParse(Reflect.get(payload.db, 'pool'))
      return pool.success ? { total: pool.data.totalCount, idle: pool.data.idleCount, waiting: pool.data.waitingCount } : undefined
    })
  sources.outbox ??= async () => {
    const waiting = async (status: 'unsent' | 'failed') =>
      (await payload.count({ collection: 'outbox', where: { status: { equals: status } }, overrideAccess: true })).totalDocs
    return { unsent: await waiting('unsent'), failed: await waiting('failed') }
  }
}
