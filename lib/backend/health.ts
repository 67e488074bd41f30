import { constants } from 'node:fs'
import { access } from 'node:fs/promises'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { Redis } from 'ioredis'

import { dataDir } from '@/cms/data-dir'
import { serverPhase } from '@/lib/edge/lifecycle.mjs'
import { mediaStorageFrom } from '@/lib/mediaStorage.mjs'

import { cms } from './cms'

/** Each check's outcome: 'ok', or what failed (a short sentence). Checks of parts not configured are left out. */
export type Health = { ok: boolean; checks: Record<string, string> }

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
    return error instanceof Error ? error.message.split('\n')[0] || error.name : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

// One connection each for the checks, made at the first check and kept: a load balancer asks every few seconds.
let redis: Redis | undefined
function redisPing(url: string) {
  // Without a connection a command fails at once (the check fails) instead of waiting in a queue.
  if (!redis) {
    redis = new Redis(url, { connectTimeout: checkTimeoutMs, maxRetriesPerRequest: 0, enableOfflineQueue: false })
    // Its outage is this check's answer, not a log line.
    redis.on('error', () => {})
  }
  return redis.ping()
}

let s3: S3Client | undefined
function bucketHead() {
  const storage = mediaStorageFrom(process.env)
  if (storage.kind !== 's3') return Promise.resolve()
  s3 ??= new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    maxAttempts: 1,
  })
  return s3.send(new HeadBucketCommand({ Bucket: storage.bucket }))
}

async function upstreamSettings(base: string) {
  const response = await fetch(new URL('api/settings', base.endsWith('/') ? base : `${base}/`), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(checkTimeoutMs),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`the upstream answered ${response.status}`)
}

const phaseMessages = {
  starting: 'starting (migrations, first content)',
  draining: 'shutting down (finishing its requests)',
} as const

/**
 * Whether this server can serve the site: it has started and is not shutting
 * down, its database answers a query, its data directory is writable, and the
 * parts it is configured with answer: Redis (REDIS_URL), the S3 bucket
 * (S3_BUCKET), the upstream server (UPSTREAM_API_URL).
 */
export async function checkHealth(): Promise<Health> {
  const phase = serverPhase()
  const checks: Record<string, Promise<string>> = {
    server: Promise.resolve(phase === 'ready' ? 'ok' : phaseMessages[phase]),
    database: within(async () => (await cms()).count({ collection: 'users', overrideAccess: true })),
    dataDirectory: within(() => access(dataDir, constants.R_OK | constants.W_OK)),
  }
  const { REDIS_URL, S3_BUCKET, UPSTREAM_API_URL } = process.env
  if (REDIS_URL) checks.redis = within(() => redisPing(REDIS_URL))
  if (S3_BUCKET) checks.storage = within(bucketHead)
  if (UPSTREAM_API_URL) checks.upstream = within(() => upstreamSettings(UPSTREAM_API_URL))
  const outcomes = Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check])))
  return { ok: Object.values(outcomes).every((outcome) => outcome === 'ok'), checks: outcomes }
}
