import { getPayload, type Payload } from 'payload'

import { countInDatabase } from '../rateLimit'

/**
 * The CMS instance (connected, migrated, seeded on first use). Cached per process by Payload.
 * Its config is loaded on the first call, not with this module: the config takes the content types'
 * collections from content/server.ts, whose handlers read through here, so loading it here first
 * would start the config before the types it lists.
 */
export const cms = async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default })

// On PostgreSQL, rate limits fall back to the CMS's database when Redis is unreachable (lib/rateLimit.ts).
countInDatabase(async () => {
  const payload = await cms()
  return 'pool' in payload.db ? payload.db.pool : undefined
})
