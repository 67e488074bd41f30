import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { routePatterns } from '@/lib/routes'

import { observatory } from '../support/observatory'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * The server's edge (server.mjs) on the production build, reached directly as
 * `npm start` runs it (no proxy in front, TRUST_PROXY unset): security headers
 * on every kind of response, the client's address from the socket, and
 * requests refused before the application sees them.
 */

const siteUrl = 'https://www.northvale.example'
let server: RunningServer
beforeAll(async () => {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), SITE_URL: siteUrl }
  delete env.TRUST_PROXY
  server = await startProductionServer(env)
})
afterAll(async () => {
  await server?.stop()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

describe('security headers', () => {
  it('every kind of response scores A+ by the Observatory rules', async () => {
    const html = await (await get('/news')).text() // a listing: React runs it, its stylesheets are links
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1]
    expect(stylesheet).toBeDefined()
    const paths = [
      '/',
      '/news',
      '/events',
      '/no-such-page',
      '/api/settings',
      '/api/no-such-call',
      '/admin/login',
      '/cms/api/users/me',
      '/feed.xml',
      '/sitemap.xml',
      stylesheet!,
    ]
    for (const path of paths) {
      const response = await get(path)
      const body = await response.text()
      const result = observatory({ headers: response.headers, html: body, origin: siteUrl, redirectsToHttps: true })
      expect(result.grade, `${path}: ${JSON.stringify(result.tests)}`).toBe('A+')
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=63072000/)
    }
  })

  it('gives each page a fresh nonce that its own script tags carry', async () => {
    const [first, second] = await Promise.all([get('/news'), get('/news')])
    const nonce = nonceOf(first.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(2)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('a nonce sent by the client is not the one used', async () => {
    const response = await get('/', { headers: { 'content-security-policy': "script-src 'nonce-chosenbytheclient'" } })
    expect(await response.text()).not.toContain('chosenbytheclient')
  })

  it('does not tell the client where the proxy rewrote a request to', async () => {
    const response = await get('/search?query=malaria', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.has('x-middleware-rewrite')).toBe(false)
  })
})

describe('the client address', () => {
  it('a made-up X-Forwarded-For does not dodge the form limit', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 6; i++) {
      const response = await get('/api/form-submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` },
        body: JSON.stringify({ form: 'subscribe', email: `edge-${i}@example.org` }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5).every((s) => s < 400)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})

describe('requests refused at the edge', () => {
  it('answers malformed percent-encoding with 400 on every route', async () => {
    for (const pattern of routePatterns) {
      // A record's slug, or one more segment under a fixed page.
      const path = pattern.includes('/:')
        ? pattern.replace(/:[a-zA-Z0-9]+/, '%E0%A4%A').replace(/:[a-zA-Z0-9]+/g, 'x')
        : `${pattern.replace(/\/$/, '')}/%E0%A4%A`
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(await response.text()).toMatch(/malformed/)
    }
    for (const path of ['/news/%E0%A4%A', '/api/news_by_slug/%E0%A4%A', '/cms/api/news/%E0%A4%A', '/admin/%E0%A4%A', '/_next/%ZZ']) {
      expect((await get(path)).status, path).toBe(400)
    }
  })

  it('answers methods no route takes with 405', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const response = await new Promise<{ status: number; allow?: string }>((resolve, reject) => {
        const url = new URL(server.url)
        const req = request({ host: url.hostname, port: url.port, path: '/', method }, (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow })
        })
        req.on('error', reject)
        req.end()
      })
      expect(response.status, method).toBe(405)
      expect(response.allow).toContain('GET')
    }
  })

  /** A raw request: its request line's target as given (`*`, an absolute address). */
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const url = new URL(server.url)
      const req = request({ host: url.hostname, port: url.port, path, method, agent: false }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('answers OPTIONS * with 400, and absolute request lines as their path, never sent to the host they name', async () => {
    expect((await raw('OPTIONS', '*')).status).toBe(400)
    for (const target of [
      'http://evil.example/',
      'http://evil.example/news/',
      'https://evil.example//evil.example/x',
      'http://evil.example/news?page=2',
    ]) {
      const answer = await raw('GET', target)
      expect(answer.status, target).toBeLessThan(500)
      const location = answer.headers.location
      if (typeof location === 'string') expect(new URL(location, server.url).host, target).toBe(new URL(server.url).host)
    }
    expect((await raw('GET', 'http://evil.example/news')).status).toBe(200)
  })

  it('answers HEAD as GET without the body: a missing page is 404', async () => {
    const missing = await raw('HEAD', '/news/no-such-story-anywhere')
    expect([missing.status, missing.body]).toEqual([404, ''])
    expect((await raw('HEAD', '/no-such-page-anywhere')).status).toBe(404)
    const page = await raw('HEAD', '/news')
    expect([page.status, page.body]).toEqual([200, ''])
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  /** Streams a body of `total` bytes without declaring its length; stops at the answer. */
  const sendChunked = (path: string, total: number) =>
    new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const url = new URL(server.url)
      let sent = 0
      let answered = false
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      const req = request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'content-type': 'application/json' } })
      req.on('response', (res) => {
        answered = true
        res.resume()
        resolve({ status: res.statusCode ?? 0, sent })
        req.destroy()
      })
      req.on('error', (error) => (answered ? undefined : reject(error)))
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        if (!answered) req.end()
      }
      pump()
    })

  it('cuts off a chunked body over the limit as it arrives', async () => {
    const total = 100 * 1024 * 1024
    for (const path of ['/api/form-submit', '/cms/api/users/login', '/contact-us']) {
      const { status, sent } = await sendChunked(path, total)
      expect(status, path).toBe(413)
      expect(sent, path).toBeLessThan(total / 4)
    }
    // The server is still there.
    expect((await get('/api/settings')).status).toBe(200)
  })
})
