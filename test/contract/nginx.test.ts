import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx } from '../../deploy/local-nginx.mjs'
import { type RunningServer, freePort, startProductionServer } from '../support/server'

/**
 * The shared-cache recipe (deploy/nginx.conf) in front of the production
 * build: what it caches, what it never caches, compression, immutable assets,
 * and stale pages while the app is down. It runs in the SQLite project only
 * (vitest.config.ts): the recipe does not depend on the database.
 */
describe('nginx in front of the app', () => {
  let app: RunningServer
  let nginx: { url: string; stop: () => Promise<void> }
  beforeAll(async () => {
    app = await startProductionServer({ ...(process.env as Record<string, string>) })
    nginx = await startNginx({ listenPort: await freePort(), appPort: Number(new URL(app.url).port) })
  })
  afterAll(async () => {
    await nginx?.stop()
    await app?.stop()
  })

  const get = (path: string, init?: RequestInit) => fetch(`${nginx.url}${path}`, init)
  const status = (response: Response) => response.headers.get('x-cache-status')

  it('caches public pages and contract reads: the repeat is a HIT', async () => {
    for (const path of ['/news', '/api/news_events/news?page=2&perPage=10']) {
      expect(status(await get(path))).toMatch(/MISS|EXPIRED|HIT/)
      const again = await get(path)
      expect(again.status).toBe(200)
      expect(status(again), path).toBe('HIT')
    }
  })

  it('never caches the CMS, writes, staff verification or subscription links', async () => {
    for (const path of [
      '/admin',
      '/cms/api/globals/settings',
      '/verify-staff/NVH-01001',
      '/captcha-form?employeeId=NVH-01001',
      '/subscribe/confirm?token=x',
    ]) {
      await get(path, { redirect: 'manual' })
      expect(status(await get(path, { redirect: 'manual' })), path).toBe('BYPASS')
    }
    const search = () => get('/search?query=malaria', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
    await search()
    expect(status(await search())).toBe('BYPASS')
    const post = () =>
      get('/api/form-submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ form: 'nothing' }),
      })
    await post()
    const second = await post()
    expect(second.status).toBe(400)
    // nginx only ever caches GET and HEAD: a POST does not touch the cache at all.
    expect([null, 'BYPASS']).toContain(status(second))
  })

  it('passes the visitor address on, so a client cannot dodge the rate limit with a made-up one', async () => {
    // The app reads the last X-Forwarded-For entry: the one nginx appends, not one the client sent.
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await get('/api/form-submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({
          form: 'contact',
          name: 'Proxy test',
          email: 'proxy@example.org',
          topic: 'general',
          message: 'Sent through nginx.',
        }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toContain(429)
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5)
  })

  it('compresses text and keeps built assets for a year', async () => {
    const page = await get('/news', { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const html = await (await get('/')).text()
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0]
    expect(asset).toBeTruthy()
    // Read the whole first answer: nginx stores it once it has it all.
    await (await get(asset as string)).arrayBuffer()
    const cached = await get(asset as string)
    expect(cached.headers.get('cache-control')).toContain('immutable')
    expect(status(cached)).toBe('HIT')
  })

  it('serves pages stale while the app is down', async () => {
    const before = await (await get('/events')).text()
    await get('/events')
    await app.stop()
    // Past the 10 s the app allows, the copy is stale; with the app down nginx still answers with it.
    await new Promise((r) => setTimeout(r, 11_000))
    const during = await get('/events')
    expect(during.status).toBe(200)
    expect(status(during)).toMatch(/STALE|UPDATING/)
    expect(await during.text()).toBe(before)
  })
})
