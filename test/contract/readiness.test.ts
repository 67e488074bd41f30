import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lacks, redisUrl } from '../support/requirements.mjs'
import { type Relay, relayTo } from '../support/relay'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * Readiness (/health) on the production server: what each check says, Redis's
 * outage seen (the server reaches Redis through a relay the test cuts), and
 * the drain after SIGTERM: readiness 503 at once, every answer closing its
 * connection, pages still answered until the server stops.
 */

type Health = { status: string; checks: Record<string, string> }

/** One GET on a connection of its own: status, headers and the parsed body. */
function get(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

const health = async (server: RunningServer) => {
  const answer = await get(`${server.url}/health`)
  return { ...answer, health: JSON.parse(answer.body) as Health }
}

describe.skipIf(lacks('redis'))('readiness and the drain on SIGTERM', () => {
  let server: RunningServer
  let redis: Relay

  beforeAll(async () => {
    redis = await relayTo(new URL(redisUrl), 6379)
    server = await startProductionServer({
      ...(process.env as Record<string, string>),
      REDIS_URL: `redis://127.0.0.1:${redis.port}${new URL(redisUrl).pathname}`,
      CACHE_KEY_PREFIX: `readiness-test-${process.pid}`,
      // Long enough for the checks below to ask while the server still listens after SIGTERM.
      DRAIN_SECONDS: '10',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await redis?.close()
  })

  it('answers 200 naming each check, never to be stored', async () => {
    await expect.poll(async () => (await health(server)).status, { timeout: 30_000 }).toBe(200)
    const answer = await health(server)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.health).toEqual({ status: 'ok', checks: { server: 'ok', database: 'ok', dataDirectory: 'ok', redis: 'ok' } })
  })

  it('answers 503 with Retry-After, naming Redis, while Redis cannot be reached, and 200 again once it can', async () => {
    redis.cut()
    try {
      await expect.poll(async () => (await health(server)).status, { timeout: 30_000 }).toBe(503)
      const answer = await health(server)
      expect(answer.headers['retry-after']).toMatch(/^\d+$/)
      expect(answer.health.status).toBe('unavailable')
      expect(answer.health.checks.redis).not.toBe('ok')
      expect(answer.health.checks.database).toBe('ok')
    } finally {
      await redis.restore()
    }
    await expect.poll(async () => (await health(server)).status, { timeout: 30_000 }).toBe(200)
  })

  it('after SIGTERM: readiness 503 at once, answers close their connection, and the server exits', async () => {
    const before = await get(`${server.url}/news`)
    expect(before.status).toBe(200)
    expect(before.headers.connection).toBe('keep-alive')
    server.signal('SIGTERM')
    // The signal reaches the process on its own time: the first answer after it is 503.
    await expect.poll(async () => (await health(server)).status).toBe(503)
    const draining = await health(server)
    expect(draining.health.checks.server).toMatch(/shutting down/)
    expect(draining.headers.connection).toBe('close')
    const page = await get(`${server.url}/news`)
    expect(page.status).toBe(200)
    expect(page.headers.connection).toBe('close')
    await server.exited()
  })
})
