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

const metricsToken = 'readiness-test-metrics-token'

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
      METRICS_TOKEN: metricsToken,
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

  it('/metrics: Prometheus text for the token only, with requests by route pattern and cache lookups', async () => {
    expect((await get(`${server.url}/news`)).status).toBe(200)
    expect((await get(`${server.url}/metrics`)).status).toBe(401)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
        .on('error', reject)
        .end()
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/^http_requests_total\{method="GET",route="\/\[slug\]",status="200"\} \d+$/m)
    expect(answer.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/health",status="(200|503)"\} \d+$/m)
    expect(answer.body).toMatch(/^site_cache_lookups_total\{result="(hit|miss)"\} \d+$/m)
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })

  it('logs JSON lines, the request id in the answer and in the request’s line', async () => {
    const answer = await get(`${server.url}/events`)
    const id = String(answer.headers['x-request-id'])
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => server.log().includes(`"reqId":"${id}"`)).toBe(true)
    const line = server
      .log()
      .split('\n')
      .find((text) => text.includes(`"reqId":"${id}"`) && text.includes('"msg":"request"'))
    expect(JSON.parse(line ?? '{}')).toMatchObject({ reqId: id, method: 'GET', path: '/events', status: 200 })
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
