import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { Redis } from 'ioredis'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx } from '../../deploy/local-nginx.mjs'
import { lacks, redisUrl } from '../support/requirements.mjs'
import { type Relay, relayTo } from '../support/relay'
import { type RunningServer, freePort, startProductionServer } from '../support/server'

/**
 * The site on several servers, as DESIGN.md's "many servers" shape: PostgreSQL,
 * Redis holding Next.js's cache and its tag expiry, two app servers, and the
 * nginx recipe balancing both. It runs in the PostgreSQL project only
 * (vitest.config.ts): SQLite is one server's database.
 *
 * The servers reach PostgreSQL and Redis through relays this test can cut, to
 * play their outages without stopping the servers the other tests use.
 */

const metricsToken = 'scale-out-test-metrics-token'

/** The sum of a series' samples over every server's /metrics (0 where a server has none). */
async function summed(servers: RunningServer[], series: string): Promise<number> {
  let sum = 0
  for (const server of servers) {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
    const line = text.split('\n').find((sample) => sample.startsWith(`${series} `))
    sum += line ? Number(line.slice(series.length + 1)) : 0
  }
  return sum
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it holds or `ms` pass; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`)
    await sleep(200)
  }
  return Date.now() - start
}

const text = async (url: string) => {
  const response = await fetch(url)
  return response.ok ? response.text() : `${response.status}`
}

/**
 * Four visitors asking `base` for `path(visitor, n)`, one request after another, until stopped. An answer whose
 * status `ok` refuses, or a failed connection, is a failure.
 */
function startLoad(base: string, path: (visitor: number, n: number) => string, ok: (status: number) => boolean) {
  const failures: string[] = []
  const load = { sent: 0, failures, stop: async () => {} }
  let running = true
  const visitor = async (id: number) => {
    for (let i = 0; running; i++) {
      load.sent++
      try {
        const response = await fetch(`${base}${path(id, i)}`, { redirect: 'manual' })
        await response.arrayBuffer()
        if (!ok(response.status)) load.failures.push(`${response.status}`)
      } catch (error) {
        load.failures.push(String(error))
      }
    }
  }
  const visitors = [0, 1, 2, 3].map(visitor)
  load.stop = async () => {
    running = false
    await Promise.all(visitors)
  }
  return load
}

describe.skipIf(lacks('nginx') || lacks('redis'))('two servers behind nginx on PostgreSQL and Redis', () => {
  let payload: Payload
  let relay: Relay
  let redisRelay: Relay
  let serverA: RunningServer
  let serverB: RunningServer
  let nginx: Awaited<ReturnType<typeof startNginx>>
  let env: Record<string, string>
  // A server restarted takes its port again: nginx's upstream block names it.
  const restart = (server: RunningServer) => startProductionServer(env, Number(new URL(server.url).port))
  const startB = async () => (serverB = await restart(serverB))

  beforeAll(async () => {
    payload = await getPayload({ config })
    const database = new URL(process.env.DATABASE_URL ?? '')
    relay = await relayTo(database, 5432)
    redisRelay = await relayTo(new URL(redisUrl), 6379)
    const relayed = new URL(database)
    relayed.hostname = '127.0.0.1'
    relayed.port = String(relay.port)
    env = {
      ...(process.env as Record<string, string>),
      DATABASE_URL: relayed.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisRelay.port}`,
      // A namespace of its own in the shared Redis, as a second site on the same Redis would have.
      CACHE_KEY_PREFIX: `scale-out-test-${randomUUID()}`,
      TRUST_PROXY: '1',
      RUN_JOBS: 'true',
      METRICS_TOKEN: metricsToken,
    }
    ;[serverA, serverB] = await Promise.all([startProductionServer(env), startProductionServer(env)])
    nginx = await startNginx({
      listenPort: await freePort(),
      appPorts: [serverA, serverB].map((server) => Number(new URL(server.url).port)),
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    await Promise.all([serverA?.stop(), serverB?.stop()])
    await relay?.close()
    await redisRelay?.close()
    // What the servers cached under this test's namespace.
    const redis = new Redis(redisUrl)
    const keys = await redis.keys(`${env.CACHE_KEY_PREFIX}:*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  /** Six form posts from one made-up client, alternating servers: their statuses. */
  async function sixPosts(): Promise<number[]> {
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${[serverA, serverB][i % 2].url}/api/form-submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ form: 'no-such-form' }),
      })
      statuses.push(response.status)
    }
    return statuses
  }

  it("a visitor's form posts count against one limit on both servers, from the first post", async () => {
    // Five attempts per client in ten minutes (RATE_LIMIT_FORMS): invalid posts count too. Alternating servers, the sixth is refused.
    const statuses = await sixPosts()
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true)
    expect(statuses[5]).toBe(429)
  })

  it('with Redis down, pages still render and a visitor’s limit stays one limit across the servers', async () => {
    redisRelay.cut()
    try {
      for (const server of [serverA, serverB])
        for (const target of ['/', '/news', '/events?page=2']) expect((await fetch(`${server.url}${target}`)).status).toBe(200)
      const statuses = await sixPosts()
      expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true)
      expect(statuses[5]).toBe(429)
    } finally {
      await redisRelay.restore()
    }
  })

  it('an edit made through server A is on server B and through nginx, on the page, the listing and the contract, within 5 s', async () => {
    const story = (
      await payload.find({
        collection: 'news',
        // The latest story the public sees: published, and not embargoed (another test's story may be).
        where: { type: { equals: 'news' }, _status: { equals: 'published' }, publishedAt: { less_than_equal: new Date().toISOString() } },
        sort: '-publishedAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    const addresses = (base: string) => [`${base}/news/${story.slug}`, `${base}/news`, `${base}/api/news_by_slug/${story.slug}`]
    const everywhere = [...addresses(serverA.url), ...addresses(serverB.url), ...addresses(nginx.url)]
    // Every cache holds the story as it is: both servers' shared cache, and nginx's.
    for (const url of everywhere) expect(await text(url)).toContain(story.title)

    const credentials = { email: `scale-out-${randomUUID()}@example.org`, password: 'a long test password' }
    await payload.create({ collection: 'users', data: { ...credentials, roles: ['editor'] }, overrideAccess: true })
    const login = await fetch(`${serverA.url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    const { token } = (await login.json()) as { token: string }
    const edit = (title: string) =>
      fetch(`${serverA.url}/cms/api/news/${story.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title }),
      })
    const changed = `${story.title} (updated ${randomUUID().slice(0, 8)})`
    try {
      expect((await edit(changed)).status).toBe(200)
      const took = await within(5_000, async () => (await Promise.all(everywhere.map(text))).every((body) => body.includes(changed)))
      expect(took).toBeLessThan(5_000)
    } finally {
      expect((await edit(story.title)).status).toBe(200)
    }
  })

  it('a scheduled publication goes live once, by one of the servers, which counts the run in its metrics', async () => {
    const runs = () => summed([serverA, serverB], 'site_job_runs_total{status="success"}')
    const runsBefore = await runs()
    const slug = `scheduled-on-two-servers-${Date.now()}`
    const draft = await payload.create({
      collection: 'news',
      data: {
        title: 'Scheduled on two servers',
        slug,
        type: 'news',
        summary: 'Published by the jobs queue.',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: new Date(Date.now() + 1_000),
    })
    // Each server looks for due jobs every 10 s.
    await within(25_000, async () => (await fetch(`${nginx.url}/api/news_by_slug/${slug}`)).ok)
    await sleep(12_000)
    const published = await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: draft.id }, 'version._status': { equals: 'published' } },
      overrideAccess: true,
    })
    expect(published.totalDocs).toBe(1)
    // Other suites sharing this database may queue jobs too: at least this one was counted.
    expect(await runs()).toBeGreaterThanOrEqual(runsBefore + 1)
  })

  it('each server reports its PostgreSQL connection pools in its metrics', async () => {
    for (const server of [serverA, serverB]) {
      // A search no cache holds: the server queries the database (a pool closes connections idle for long).
      expect((await fetch(`${server.url}/api/news_events/news?search=pool-${randomUUID()}`)).status).toBe(200)
      expect(await summed([server], 'site_database_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(await summed([server], 'site_database_pool_waiting_queries')).toBe(0)
      const idle = await summed([server], 'site_database_pool_idle_connections')
      expect(idle).toBeGreaterThanOrEqual(0)
      expect(idle).toBeLessThanOrEqual(await summed([server], 'site_database_pool_connections'))
    }
  })

  it('a server stopped under load loses no request through nginx', async () => {
    // Addresses with a parameter the site does not read are never cached: each one reaches a server.
    const load = startLoad(
      nginx.url,
      (id, i) => `/news?load=${id}-${i}`,
      (status) => status === 200,
    )
    try {
      await sleep(1_500)
      await serverB.stop()
      await sleep(3_000)
    } finally {
      await load.stop()
      // The next tests need both servers, whatever happened here, with the CMS started for pages as well as the API.
      await startB()
      expect((await fetch(`${serverB.url}/`)).status).toBe(200)
    }
    expect(load.sent).toBeGreaterThan(20)
    expect(load.failures).toEqual([])
  })

  it('a rolling restart of both servers under load loses no request through nginx', async () => {
    // Pages with a parameter the site does not read are never cached: each request reaches a server.
    const load = startLoad(
      nginx.url,
      (id, i) => `/${i % 2 ? 'news' : 'events'}?roll=${id}-${i}`,
      (status) => status < 400,
    )
    const ready = async (server: RunningServer) => (await fetch(`${server.url}/health`)).status === 200
    try {
      // As a deploy does it: stop one server (SIGTERM), start it again, wait for its readiness, then the next.
      serverA.signal('SIGTERM')
      await serverA.exited()
      serverA = await restart(serverA)
      await within(60_000, () => ready(serverA))
      serverB.signal('SIGTERM')
      await serverB.exited()
      serverB = await restart(serverB)
      await within(60_000, () => ready(serverB))
    } finally {
      await load.stop()
    }
    console.log(`rolling restart through nginx: ${load.sent} requests, ${load.failures.length} failed`)
    expect(load.sent).toBeGreaterThan(50)
    expect(load.failures).toEqual([])
    // Two starts on a busy machine: each a minute at most.
  }, 240_000)

  it('with the database down for 30 s, visitors get cached pages or a 503 with Retry-After, never a 500, and all recovers by itself', async () => {
    // Pages that exist (past a listing's last page is a 404), some cached before the outage and one not.
    const pages = ['/', '/news', '/events', '/news?page=2', '/api/news_events/news?page=2&perPage=10', '/api/events?page=3&perPage=5']
    for (const target of pages) expect((await fetch(`${nginx.url}${target}`)).status, target).toBe(200)
    relay.cut()
    const seen = new Map<string, number>()
    const end = Date.now() + 30_000
    while (Date.now() < end) {
      for (const base of [nginx.url, serverA.url, serverB.url]) {
        for (const target of [...pages, '/publications?page=3', '/health']) {
          const response = await fetch(`${base}${target}`)
          await response.arrayBuffer()
          const key = `${response.status}`
          seen.set(key, (seen.get(key) ?? 0) + 1)
          expect(response.status, `${base}${target}`).not.toBe(500)
          if (response.status === 503) expect(response.headers.get('retry-after'), `${base}${target}`).toMatch(/^\d+$/)
        }
      }
      await sleep(500)
    }
    // A listing whose list cannot be read is not shown empty (a copy nginx or Next.js's cache would keep): 503, kept by no one.
    const emptied = await fetch(`${nginx.url}/publications?page=2`)
    expect(emptied.status).toBe(503)
    expect(emptied.headers.get('cache-control')).toBe('no-store')
    // The outage page: the site's, with words, not the framework's blank error page.
    expect(emptied.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await emptied.text()).toMatch(/<h1>Back in a moment<\/h1>[\s\S]*try again in about \d+ seconds/)
    console.log(`database down: answers by status ${JSON.stringify(Object.fromEntries(seen))}`)
    // The outage was seen (uncached pages and the health check), and cached pages were served meanwhile.
    expect(seen.get('503')).toBeGreaterThan(0)
    expect(seen.get('200')).toBeGreaterThan(0)
    expect((await fetch(`${serverA.url}/health`)).status).toBe(503)

    await relay.restore()
    await within(20_000, async () => {
      const statuses = await Promise.all(
        [serverA.url, serverB.url].flatMap((base) => ['/health', '/publications?page=3', '/news?page=2'].map((t) => fetch(`${base}${t}`))),
      )
      return statuses.every((response) => response.status === 200)
    })
    expect(await text(`${nginx.url}/publications?page=2`)).not.toContain('Nothing matches')
    for (const server of [serverA, serverB]) expect(server.log()).not.toMatch(/uncaughtException|unhandledRejection/)
  })
})
