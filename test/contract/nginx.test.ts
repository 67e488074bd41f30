import { readFileSync, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { FLIGHT_HEADERS, NEXT_RSC_UNION_QUERY, NEXT_URL } from 'next/dist/client/components/app-router-headers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { selfSignedCertificate, startNginx } from '../../deploy/local-nginx.mjs'
import { lacks } from '../support/requirements.mjs'
import { type RunningServer, freePort, startProductionServer } from '../support/server'

type Nginx = Awaited<ReturnType<typeof startNginx>>
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request exactly as written (path, Host, Accept-Encoding: fetch would normalise or refuse them). */
function request(
  base: string,
  target: string,
  { method = 'GET', headers = {}, body, ca }: { method?: string; headers?: Record<string, string>; body?: Buffer; ca?: string } = {},
): Promise<Answer> {
  const url = new URL(base)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    let answered = false
    const req = client.request({ host: url.hostname, port: url.port, path: target, method, headers, ca, agent: false }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('close', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }))
    })
    // nginx may refuse a large body before it is all sent: its answer still counts.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    req.end(body)
  })
}

/** How many answers the cache holds on disk. */
function entries(nginx: Nginx): number {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(file).isDirectory() ? files(file) : [file]
    })
  return files(path.join(nginx.dir, 'cache')).length
}
/** nginx writes an entry once the answer is complete: give it a moment. */
const settled = () => new Promise((r) => setTimeout(r, 300))

/**
 * The shared-cache recipe (deploy/nginx.conf and deploy/snippets/, and
 * deploy/nginx-https.conf) in front of the production build: what it caches and
 * under which key, what it never caches, compression, immutable assets, limits,
 * HTTPS, and stale pages while the app is down. It runs in the SQLite project
 * only (vitest.config.ts): the recipe does not depend on the database.
 */
describe.skipIf(lacks('nginx') || lacks('openssl'))('nginx in front of the app', () => {
  let app: RunningServer
  let nginx: Nginx
  beforeAll(async () => {
    // As in production: nginx is the one proxy in front of the app.
    app = await startProductionServer({ ...(process.env as Record<string, string>), TRUST_PROXY: '1' })
    nginx = await startNginx({ listenPort: await freePort(), appPort: Number(new URL(app.url).port) })
  })
  afterAll(async () => {
    await nginx?.stop()
    await app?.stop()
  })

  const get = (target: string, headers: Record<string, string> = {}) => request(nginx.url, target, { headers })
  const cache = (answer: Answer) => answer.headers['x-cache-status'] ?? null
  const stored = async (target: string, headers: Record<string, string> = {}) => {
    await get(target, headers)
    await get(target, headers)
    await settled()
  }
  const currentPage = (answer: Answer) => (JSON.parse(answer.body) as { currentPage: number }).currentPage

  it('caches public pages and contract reads: the repeat is a HIT', async () => {
    for (const target of ['/news', '/api/news_events/news?page=2&perPage=10']) {
      expect(cache(await get(target))).toMatch(/MISS|EXPIRED|HIT/)
      const again = await get(target)
      expect(again.status).toBe(200)
      expect(cache(again), target).toBe('HIT')
    }
  })

  it('never caches readiness; every answer, a cached one too, has its own request id', async () => {
    // Ready once the app has started (the CMS's first requests): through nginx, each answer is the app's own.
    await expect.poll(async () => (await get('/health')).status, { timeout: 30_000 }).toBe(200)
    for (let i = 0; i < 3; i++) {
      const health = await get('/health')
      expect([health.status, cache(health), health.headers['cache-control']]).toEqual([200, null, 'no-store'])
    }
    await stored('/news')
    const [first, second] = [await get('/news'), await get('/news')]
    expect(cache(second)).toBe('HIT')
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it('keys contract reads by the parameters they read, in any order; other parameters share the entry', async () => {
    await stored('/api/news_events/news?page=3&perPage=5')
    const before = entries(nginx)
    for (let i = 0; i < 20; i++) {
      const answer = await get(`/api/news_events/news?perPage=5&utm_source=mail${i}&page=3`)
      expect(cache(answer)).toBe('HIT')
      expect(currentPage(answer)).toBe(3)
    }
    await settled()
    expect(entries(nginx)).toBe(before)
  })

  it('does not cache a page asked with parameters it does not read: Next.js writes the query into the page', async () => {
    await stored('/news')
    const before = entries(nginx)
    for (let i = 0; i < 20; i++) expect(cache(await get(`/news?x=${i}`))).toBe('BYPASS')
    // Each visitor gets the page of their own address, never another's query string.
    const alice = await get('/news?utm_campaign=alice')
    const bob = await get('/news?utm_campaign=bob')
    expect(alice.body).toContain('utm_campaign=alice')
    expect(bob.body).not.toContain('alice')
    await settled()
    expect(entries(nginx)).toBe(before)
    // The parameters a listing reads keep their own pages.
    const second = await get('/news?page=2')
    expect(second.body).toMatch(/aria-current="page"[^>]*aria-label="Page 2"|aria-label="Page 2"[^>]*aria-current="page"/)
  })

  it('keeps one copy per encoding and per host, whatever the client makes up', async () => {
    await stored('/tenders', { 'accept-encoding': 'gzip' })
    await stored('/tenders')
    const before = entries(nginx)
    for (let i = 0; i < 10; i++) {
      const gzip = await get('/tenders', { 'accept-encoding': `gzip, deflate, x-made-up-${i}` })
      expect(cache(gzip)).toBe('HIT')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      const plain = await get('/tenders', { 'accept-encoding': `identity, x-made-up-${i}` })
      expect(cache(plain)).toBe('HIT')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(cache(await get('/tenders', { host: `made-up-${i}.example` }))).toBe('HIT')
    }
    await settled()
    expect(entries(nginx)).toBe(before)
  })

  it('cannot be made to store one address under the key of another', async () => {
    // Each pair: first the request that could be mistaken for the address (given time to be stored), then the address.
    const first = async (target: string) => {
      await get(target)
      await settled()
    }
    const api = '/api/news_events/news'
    await first(`${api}?PAGE=3`) // the app reads names case-sensitively: this is page 1
    expect(currentPage(await get(`${api}?page=3`))).toBe(3)
    await first(`${api}?perPage=4&%70age=4`) // the app decodes the name: page 4
    expect(currentPage(await get(`${api}?perPage=4`))).toBe(1)
    await first(`${api}?page=6&page=7`) // the contract reads the last
    expect(currentPage(await get(`${api}?page=6`))).toBe(6)
    // Paths nginx would merge or decode are the app's to answer (a redirect, a 404), not the page's.
    for (const [variant, target] of [
      ['//features', '/features'],
      ['/%70ress-releases', '/press-releases'],
    ]) {
      await first(variant)
      expect((await get(target)).status, `${variant} then ${target}`).toBe(200)
    }
  })

  it('never serves a page-data (RSC) answer to a browser asking for HTML, nor the reverse', async () => {
    const rsc = { rsc: '1' }
    const isHtml = (answer: Answer) => answer.status === 200 && String(answer.headers['content-type']).startsWith('text/html')
    // Page data first, then the browser.
    await get('/features', rsc)
    await settled()
    const html = await get('/features')
    expect(isHtml(html), `${html.status} ${html.headers.location ?? ''}`).toBe(true)
    // The browser first (stored), then page data: the framework's own answer, not the stored page.
    await stored('/blog')
    expect(cache(await get('/blog'))).toBe('HIT')
    const data = await get('/blog', rsc)
    expect(isHtml(data)).toBe(false)
    expect(cache(data)).toBe('BYPASS')
    await settled()
    expect(isHtml(await get('/blog'))).toBe(true)
    // Every header and the query parameter of the framework's page-data requests.
    for (const header of [...FLIGHT_HEADERS, NEXT_URL]) expect(cache(await get('/events', { [header]: '1' })), header).toBe('BYPASS')
    expect(cache(await get(`/events?${NEXT_RSC_UNION_QUERY}=abc`))).toBe('BYPASS')
  })

  it('keeps one copy per image format, and the browser gets the one it accepts', async () => {
    const listing = await get('/news')
    const image = listing.body.match(/\/_next\/image\?[^"' ]+/)?.[0]?.replace(/&amp;/g, '&')
    expect(image).toBeTruthy()
    const as = async (accept: string) => (await get(image as string, { accept })).headers['content-type']
    await stored(image as string, { accept: 'image/avif,image/webp,*/*' })
    await stored(image as string, { accept: 'image/webp,*/*' })
    await stored(image as string, { accept: '*/*' })
    const before = entries(nginx)
    for (let i = 0; i < 5; i++) {
      expect(await as(`image/avif,image/webp,x/made-up-${i}`)).toBe('image/avif')
      expect(await as(`image/webp,x/made-up-${i}`)).toBe('image/webp')
      expect(await as(`x/made-up-${i},*/*`)).toBe('image/jpeg')
    }
    await settled()
    expect(entries(nginx)).toBe(before)
  })

  it('what the app varies its answers on is in the key or never cached', async () => {
    const handled = new Set([...FLIGHT_HEADERS, NEXT_URL, 'accept-encoding', 'accept', 'sec-ch-prefers-color-scheme'])
    // Accept changes only images (the key holds their format); Payload asks every answer for the
    // admin's colour scheme (Sec-CH-Prefers-Color-Scheme), which only /admin reads, never cached.
    for (const target of ['/news', '/api/news_events/news', '/feed.xml', '/news', '/no-such-page']) {
      const vary = String((await get(target, { 'accept-encoding': 'gzip' })).headers.vary ?? '')
      const names = vary.split(',').map((name) => name.trim().toLowerCase())
      expect(
        names.filter((name) => name && !handled.has(name)),
        target,
      ).toEqual([])
    }
  })

  it('never caches the CMS, writes, staff verification or subscription links', async () => {
    for (const target of [
      '/admin',
      '/cms/api/globals/settings',
      '/verify-staff/NVH-01001',
      '/captcha-form?employeeId=NVH-01001',
      '/subscribe/confirm?token=x',
    ]) {
      await get(target)
      expect([undefined, null, 'BYPASS'], target).toContain(cache(await get(target)))
    }
    const search = () => get('/search?query=malaria', { 'x-requested-with': 'XMLHttpRequest' })
    await search()
    expect(cache(await search())).toBe('BYPASS')
    const post = () =>
      request(nginx.url, '/api/form-submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ form: 'nothing' })),
      })
    await post()
    const second = await post()
    expect(second.status).toBe(400)
    // nginx only ever caches GET and HEAD: a POST does not touch the cache at all.
    expect([null, 'BYPASS']).toContain(cache(second))
  })

  it('passes the visitor address on, so a client cannot dodge the rate limit with a made-up one', async () => {
    // The app reads the last X-Forwarded-For entry: the one nginx appends, not one the client sent.
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await request(nginx.url, '/api/form-submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: Buffer.from(
          JSON.stringify({
            form: 'contact',
            name: 'Proxy test',
            email: 'proxy@example.org',
            topic: 'general',
            message: 'Sent through nginx.',
          }),
        ),
      })
      statuses.push(response.status)
    }
    expect(statuses).toContain(429)
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5)
  })

  it('says no version, and takes form posts up to 1 MB and CMS uploads up to 12 MB', async () => {
    expect((await get('/news')).headers.server).toBe('nginx')
    const post = (target: string, megabytes: number) =>
      request(nginx.url, target, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(megabytes * 1024 * 1024, 1),
      })
    const tooLarge = await post('/api/form-submit', 2)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).not.toMatch(/nginx\/\d/)
    // An 8 MB upload reaches the CMS (which refuses a stranger), one over 12 MB stops at nginx.
    expect((await post('/cms/api/media', 8)).status).not.toBe(413)
    expect((await post('/cms/api/media', 13)).status).toBe(413)
  })

  it('hands every visitor a script nonce of their own, a cached page too, in the policy and in every tag', async () => {
    /** The nonce of the answer's policy, and every nonce in its page. */
    const nonces = (answer: Answer) => ({
      policy: String(answer.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1],
      tags: new Set([...answer.body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1])),
    })
    await stored('/news')
    const seen = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const answer = await get('/news')
      const { policy, tags } = nonces(answer)
      expect(policy).toMatch(/^[0-9a-f]{32}$/)
      // The listing runs React: its framework's scripts carry the nonce, and only this answer's.
      expect([...tags]).toEqual([policy])
      seen.add(String(policy))
    }
    expect(seen.size).toBe(4)
    // From the cache: the same stored page, each time with another nonce.
    const [first, second] = [await get('/news'), await get('/news')]
    // Served from the cache: fresh (HIT), or stale while nginx refreshes it on a slow machine (UPDATING).
    for (const answer of [first, second]) expect(['HIT', 'UPDATING']).toContain(cache(answer))
    expect(nonces(first).policy).not.toBe(nonces(second).policy)
    // Compressed by nginx after the nonce is written in.
    const zipped = await get('/news', { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const page = gunzipSync(Buffer.from(zipped.body, 'latin1')).toString()
    expect(new Set([...page.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonces(zipped).policy]))
    // The rest of the policy is the app's, as it sent it.
    expect(String(first.headers['content-security-policy']).replace(/'nonce-[^']+'/, '')).toBe(
      String(second.headers['content-security-policy']).replace(/'nonce-[^']+'/, ''),
    )
    expect(String(first.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('compresses text and keeps built assets for a year', async () => {
    const page = await get('/news', { 'accept-encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
    const html = (await get('/news')).body // a listing: it loads the framework's scripts
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0]
    expect(asset).toBeTruthy()
    await stored(asset as string)
    const cached = await get(asset as string)
    expect(cached.headers['cache-control']).toContain('immutable')
    expect(cache(cached)).toBe('HIT')
    // A query string changes nothing about a built file.
    expect(cache(await get(`${asset}?v=1`))).toBe('HIT')
    // Built files in brotli for a browser that takes it, else gzip or plain: one copy each. Pages are kept plain
    // (nginx writes each visitor's nonce into them) and compressed by nginx, in gzip.
    const encodings: [string, string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br', 'gzip'],
      ['br;q=1.0, gzip;q=0.8', 'br', 'gzip'],
      ['gzip, deflate, br;q=0', 'gzip', 'gzip'],
      ['gzip', 'gzip', 'gzip'],
      ['identity', undefined, undefined],
    ]
    for (const [target, page] of [
      ['/news', true],
      [asset as string, false],
    ] as const)
      for (const [accept, fileEncoding, pageEncoding] of encodings) {
        const encoding = page ? pageEncoding : fileEncoding
        await stored(target, { 'accept-encoding': accept })
        const answer = await get(target, { 'accept-encoding': accept })
        // From that encoding's copy (a page is fresh for 2 s, then served stale while it is refreshed).
        expect(cache(answer), `${target} ${accept}`).toMatch(/^(HIT|STALE|UPDATING)$/)
        expect(answer.headers['content-encoding'], `${target} ${accept}`).toBe(encoding)
      }
    // A missing one is not kept for a year.
    expect((await get('/_next/static/no-such-file.js')).headers['cache-control']).not.toContain('immutable')
  })

  describe('over HTTPS (deploy/nginx-https.conf)', () => {
    let secure: Nginx
    let certificate: string
    beforeAll(async () => {
      // A self-signed certificate for 127.0.0.1, trusted by these requests only.
      const files = selfSignedCertificate()
      certificate = readFileSync(files.certificate, 'utf8')
      secure = await startNginx({
        listenPort: await freePort(),
        appPort: Number(new URL(app.url).port),
        https: { port: await freePort(), ...files },
      })
    })
    afterAll(async () => {
      await secure?.stop()
    })

    it('redirects plain HTTP to HTTPS, path and query kept', async () => {
      const answer = await request(secure.url, '/news?page=2')
      expect(answer.status).toBe(301)
      expect(answer.headers.location).toBe('https://example.org/news?page=2')
    })

    it('sends HSTS once on every answer: pages (stored or not), assets, errors', async () => {
      const getSecure = (target: string) => request(secure.httpsUrl as string, target, { ca: certificate })
      const first = await getSecure('/events')
      const again = await getSecure('/events')
      expect(again.headers['x-cache-status']).toBe('HIT')
      const asset = first.body.match(/\/_next\/static\/[^"']+\.js/)?.[0] as string
      for (const answer of [first, again, await getSecure(asset), await getSecure('/no-such-page'), await getSecure('/admin')]) {
        expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      }
    })

    it('speaks TLS 1.2 and 1.3', async () => {
      const version = (min: 'TLSv1.2' | 'TLSv1.3', max: 'TLSv1.2' | 'TLSv1.3') =>
        new Promise<string>((resolve) => {
          const url = new URL(secure.httpsUrl as string)
          const req = https.get(
            { host: url.hostname, port: url.port, path: '/ping', ca: certificate, minVersion: min, maxVersion: max, agent: false },
            (res) => {
              resolve(String((res.socket as import('node:tls').TLSSocket).getProtocol()))
              res.resume()
            },
          )
          req.on('error', () => resolve('refused'))
        })
      expect(await version('TLSv1.2', 'TLSv1.2')).toBe('TLSv1.2')
      expect(await version('TLSv1.3', 'TLSv1.3')).toBe('TLSv1.3')
    })
  })

  it('serves pages stale while the app is down', async () => {
    const before = (await get('/events')).body
    await get('/events')
    await app.stop()
    // Past the seconds the app allows (s-maxage), the copy is stale; with the app down nginx still answers with it.
    await new Promise((r) => setTimeout(r, 3_000))
    const during = await get('/events')
    expect(during.status).toBe(200)
    expect(cache(during)).toMatch(/STALE|UPDATING/)
    // The same page, with this answer's own nonce.
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""')
    expect(during.body).not.toBe(before)
    expect(withoutNonces(during.body)).toBe(withoutNonces(before))
  })
})
