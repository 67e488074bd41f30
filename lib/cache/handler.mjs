// Next.js's cache (rendered pages, cached reads) and its tag expiry.
//
// With REDIS_URL set they live in Redis, shared by every server: an edit expires
// its tags for all of them at once. Keys start with the build's id, so a new
// deploy never serves what an older build cached. Without Redis they live in
// this process's memory: nothing is kept on disk, nothing outlives a restart.
//
// Loaded by Next.js itself (next.config.ts `cacheHandler`), outside its bundler.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

import { metrics } from '../edge/metrics.mjs'
import { provideExpiry } from './store.mjs'

/** How long a cache operation may wait for Redis before the page is rendered without it. */
const redisTimeoutMs = 1000

CacheHandler.onCreation(({ buildId }) => {
  // The build's renderings are never served (cms/database.ts): they stay in the build's memory.
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  if (!process.env.REDIS_URL || !buildId || building) {
    return { handlers: [createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: 50 * 1024 * 1024 })] }
  }
  // Without a connection, commands fail at once (a cache miss) rather than queue: pages render from the database meanwhile.
  const client = new Redis(process.env.REDIS_URL, { connectTimeout: redisTimeoutMs, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  // A Redis outage is logged once per disconnection; meanwhile pages are rendered from the database.
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.error(`Shared cache: Redis is unreachable (${error.message}); pages are rendered without it.`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  const prefix = `${process.env.CACHE_KEY_PREFIX ?? 'site'}:${buildId}:`
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: prefix,
        sharedTagsKey: `${prefix}tags`,
        sharedTagsTtlKey: `${prefix}tag-ttls`,
        timeoutMs: redisTimeoutMs,
      }),
    ],
  }
})

/**
 * Next.js creates an instance of this handler for each request's cache. Each
 * offers its expiry to the application's code (lib/cache/store.mjs): all
 * instances share the handlers configured above, and `revalidateTag` is the
 * cache handler interface Next.js documents.
 */
export default class SiteCacheHandler extends CacheHandler {
  /** @param {ConstructorParameters<typeof CacheHandler>[0]} context */
  constructor(context) {
    super(context)
    provideExpiry((tags) => this.revalidateTag(tags))
  }

  /** A lookup, counted as a hit or a miss (/metrics: lib/edge/metrics.mjs). @type {CacheHandler['get']} */
  async get(...args) {
    const found = await super.get(...args)
    metrics().cache.inc({ result: found ? 'hit' : 'miss' })
    return found
  }
}
