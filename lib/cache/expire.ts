import { tagOf } from './tags'

type IncrementalCache = { revalidateTag(tags: string[]): Promise<void> }

const nextCache = () => (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache

/** How long after a change its transaction has surely committed. */
const afterCommitMs = 1000

/**
 * Expires the cached reads of these collections or globals in this server:
 * at once, and again a moment later, since a CMS hook runs before its
 * transaction commits and a page rendered in between would cache the old
 * content. It speaks to Next.js's cache directly rather than through
 * `revalidateTag()`, which only works inside a request: changes also come from
 * timers and the jobs queue (scheduled publishing, embargoes), whose callbacks
 * may even run in the context of a request that has long ended.
 * Outside a Next.js server (seed script, tests) there is no cache to expire.
 */
export async function expireCached(slugs: string[]): Promise<void> {
  const cache = nextCache()
  if (!cache) return
  const tags = slugs.map(tagOf)
  await cache.revalidateTag(tags)
  setTimeout(() => void nextCache()?.revalidateTag(tags), afterCommitMs).unref()
}
