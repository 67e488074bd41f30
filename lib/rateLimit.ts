import { Redis } from 'ioredis'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { isPostgresUrl } from '@/cms/databaseUrl'

import { ContractError } from './errors'
import { type RateLimitBucket, rateLimitBuckets, rateLimitPattern, rateLimitVariable } from './rateLimitBuckets.mjs'

export { type RateLimitBucket, rateLimitBuckets }

/**
 * Per-client limits on what visitors send. In memory for one process; shared
 * through Redis (REDIS_URL) when the site runs on several. The buckets and
 * their defaults: lib/rateLimitBuckets.mjs.
 */
export function bucketLimit(
  bucket: RateLimitBucket,
  env: Record<string, string | undefined> = process.env,
): { points: number; duration: number } {
  const match = env[rateLimitVariable(bucket)]?.match(rateLimitPattern)
  return match ? { points: Number(match[1]), duration: Number(match[2]) } : rateLimitBuckets[bucket]
}

const limiters = new Map<RateLimitBucket, Promise<RateLimiterAbstract>>()
let redis: Redis | undefined
/** Settles once the shared store answers (or after a second): the first attempts wait for it rather than miss it. */
let redisReady: Promise<void> | undefined

function sharedStore(url: string): Redis {
  if (!redis) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    redisReady = new Promise((resolve) => {
      client.once('ready', () => resolve())
      setTimeout(resolve, 1000).unref()
    })
    redis = client
  }
  return redis
}

type LimiterOptions = { points: number; duration: number; keyPrefix: string }

/** How the CMS's PostgreSQL pool is reached, once the backend has said (lib/backend/cms.ts); none: not on PostgreSQL. */
let databasePool: (() => Promise<unknown>) | undefined

/**
 * Tells the limits how to reach the CMS's PostgreSQL pool. The backend says it
 * as it loads (lib/backend/cms.ts), before any attempt is counted: the limits
 * themselves need nothing else of the CMS, and load it only when counting there.
 */
export function countInDatabase(pool: () => Promise<unknown>): void {
  databasePool = pool
}

/**
 * Where attempts are counted while Redis cannot be reached: in PostgreSQL, which
 * every server shares, so a visitor's limit stays one limit however many servers
 * there are (table `rate_limits`, created by a migration); else in this process.
 */
async function insurance(options: LimiterOptions): Promise<RateLimiterAbstract> {
  const pool = isPostgresUrl(process.env.DATABASE_URL) && databasePool ? await databasePool() : undefined
  if (pool)
    return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true })
  return new RateLimiterMemory(options)
}

async function createLimiter(bucket: RateLimitBucket): Promise<RateLimiterAbstract> {
  // Two sites sharing one Redis (CACHE_KEY_PREFIX, as for the cache) keep their counts apart.
  const options = { ...bucketLimit(bucket), keyPrefix: `${process.env.CACHE_KEY_PREFIX ?? 'site'}:ratelimit:${bucket}` }
  if (!process.env.REDIS_URL) return new RateLimiterMemory(options)
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: sharedStore(process.env.REDIS_URL),
    insuranceLimiter: await insurance(options),
  })
  await redisReady
  return limiter
}

function limiter(bucket: RateLimitBucket): Promise<RateLimiterAbstract> {
  let found = limiters.get(bucket)
  if (!found) {
    found = createLimiter(bucket)
    // A limiter that could not be made (the database was unreachable) is made again on the next attempt.
    found.catch(() => limiters.delete(bucket))
    limiters.set(bucket, found)
  }
  return found
}

/** Counts one attempt under `key` (a client, or what the bucket counts); once the limit is reached, the readable refusal. */
export async function countAttempt(bucket: RateLimitBucket, key: string): Promise<string | null> {
  const counter = await limiter(bucket)
  try {
    await counter.consume(key)
    return null
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000))
    return `Too many attempts from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  }
}

/** Counts one attempt by this client; throws 429 with a readable message once the limit is reached. */
export async function limitAttempt(bucket: RateLimitBucket, client: string): Promise<void> {
  const refusal = await countAttempt(bucket, client)
  if (refusal) throw new ContractError(429, 'too_many_requests', refusal)
}

/** Takes back a counted attempt that turned out well, or (`all`) every attempt counted under `key`. */
export async function forgiveAttempts(bucket: RateLimitBucket, key: string, { all = false } = {}): Promise<void> {
  if (all) await (await limiter(bucket)).delete(key)
  else await (await limiter(bucket)).reward(key, 1)
}

/**
 * The client's address. The site runs behind a proxy (deploy/nginx.conf) that
 * appends the address it saw to X-Forwarded-For, so the last entry is the one
 * to trust; Next.js fills the header with the socket address when it is absent.
 */
export function clientAddress(headers: Headers): string {
  const forwarded =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean) ?? []
  return forwarded.at(-1) ?? headers.get('x-real-ip') ?? 'unknown'
}
