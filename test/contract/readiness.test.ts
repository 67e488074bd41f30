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

  /** /metrics as the scraper gets it. */
  const scrape = () =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
        .on('error', reject)
        .end()
    })
  /** A sample's value, or undefined when the scrape has no such line. */
  const sample = (body: string, series: string) => {
    const line = body.split('\n').find((text) => text.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }

  it('/metrics: Prometheus text for the token only, with requests by route pattern and cache lookups', async () => {
    expect((await get(`${server.url}/news`)).status).toBe(200)
    expect((await get(`${server.url}/metrics`)).status).toBe(401)
    const answer = await scrape()
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/^http_requests_total\{method="GET",route="\/\[slug\]",status="200"\} \d+$/m)
    expect(answer.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/health",status="(200|503)"\} \d+$/m)
    expect(answer.body).toMatch(/^site_cache_lookups_total\{result="(hit|miss)"\} \d+$/m)
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(answer.body).toMatch(/^process_resident_memory_bytes \d/m)
  })

  it("/metrics: the outbox's waiting messages; no database pool on SQLite", async () => {
    const before = sample((await scrape()).body, 'site_outbox_messages{status="unsent"}')
    expect(before).toBeGreaterThanOrEqual(0)
    // A contact message, with no SMTP_URL: it waits in the outbox.
    const sent = await fetch(`${server.url}/api/form-submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ form: 'contact', name: 'Ada Metrics', email: 'ada@example.org', topic: 'general', message: 'Counted.' }),
    })
    expect(sent.status).toBe(201)
    const after = (await scrape()).body
    expect(sample(after, 'site_outbox_messages{status="unsent"}')).toBe(Number(before) + 1)
    expect(sample(after, 'site_outbox_messages{status="failed"}')).toBeGreaterThanOrEqual(0)
    // This suite runs on SQLite (vitest.config.ts), which has no pool: no pool series rather than made-up zeros
    // (the PostgreSQL pool's: scale-out.test.ts).
    expect(after).not.toMatch(/^site_database_pool/m)
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

  it("Payload's own log lines are JSON with the id of the request they were written for", async () => {
    // A CMS record that does not exist: Payload logs its NotFound while answering.
    const answer = await get(`${server.url}/cms/api/news/987654321`)
    expect(answer.status).toBe(404)
    const id = String(answer.headers['x-request-id'])
    const payloadLine = () =>
      server
        .log()
        .split('\n')
        .find((text) => text.includes(`"reqId":"${id}"`) && text.includes('"name":"payload"'))
    await expect.poll(payloadLine).toBeTruthy()
    expect(JSON.parse(payloadLine() ?? '{}')).toMatchObject({ reqId: id, name: 'payload', level: 30, msg: 'refused (404): Not Found' })
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
