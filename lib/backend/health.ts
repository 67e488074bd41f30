import { constants } from 'node:fs'
import { access } from 'node:fs/promises'

import { dataDir } from '@/cms/data-dir'

import { cms } from './cms'

export type Health = { ok: boolean; checks: { database: string; storage: string } }

/** How long a check may take before it counts as failed: a load balancer asks often. */
const checkTimeoutMs = 3000

async function within(check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs))),
    ])
    return 'ok'
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether this server can serve the site: its database answers a query, and
 * its data directory (the embedded database, uploads without S3) is writable.
 */
export async function checkHealth(): Promise<Health> {
  const [database, storage] = await Promise.all([
    within(async () => (await cms()).count({ collection: 'users', overrideAccess: true })),
    within(() => access(dataDir, constants.R_OK | constants.W_OK)),
  ])
  return { ok: database === 'ok' && storage === 'ok', checks: { database, storage } }
}
