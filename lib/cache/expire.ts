import { cacheExpiry } from './store.mjs'
import { tagOf } from './tags'

/** How long after a change its transaction has surely committed. */
const afterCommitMs = 1000

/**
 * Expires the cached reads of these collections or globals: at once, and again
 * a moment later, since a CMS hook runs before its transaction commits and a
 * page rendered in between would cache the old content. It goes to the cache
 * handler's own store (lib/cache/store.mjs) rather than through Next.js's
 * `revalidateTag()`, which only works inside a request: changes also come from
 * timers and the jobs queue (scheduled publishing, embargoes).
 * Outside a Next.js server (seed script, tests) there is no cache to expire.
 */
export async function expireCached(slugs: string[]): Promise<void> {
  const expire = cacheExpiry()
  if (!expire) return
  const tags = slugs.map(tagOf)
  await expire(tags)
  setTimeout(() => void expire(tags), afterCommitMs).unref()
}
