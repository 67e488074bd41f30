import { type IncomingMessage, type ServerResponse, request } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { limitBodies } from '@/lib/edge/bodyLimit.mjs'
import { parseTrustProxy, takeClientAddress } from '@/lib/edge/clientAddress.mjs'
import { enhanceScriptPath } from '@/lib/edge/enhance.mjs'
import { finishPages } from '@/lib/edge/html.mjs'
import { tidyNextHeaders } from '@/lib/edge/nextHeaders.mjs'
import { closeWhileDraining, setServerPhase } from '@/lib/edge/lifecycle.mjs'
import { identifyRequests, routeConsoleToLogger } from '@/lib/edge/logging.mjs'
import { measureRequests } from '@/lib/edge/metrics.mjs'
import { markBackendUnavailable, reflectOutages, retryAfterSeconds } from '@/lib/edge/outage.mjs'
import type { Step } from '@/lib/edge/pipeline.mjs'
import { refuseRequests } from '@/lib/edge/refuse.mjs'
import { normaliseRequestLine } from '@/lib/edge/requestLine.mjs'
import { sendSecurityHeaders } from '@/lib/edge/securityHeaders.mjs'
import { serveStaticFiles } from '@/lib/edge/staticFiles.mjs'

import { edgeServer } from '../support/edge'

/**
 * Each step of the edge (server.mjs's list) on a real HTTP server, in front of
 * a stand-in for Next.js: what it does to the request, and to the answer.
 * Their rules are tested beside them (edge.test.ts, html-finish.test.ts,
 * static-files.test.ts, compression.test.ts); these, that the step applies them.
 */
let server: Awaited<ReturnType<typeof edgeServer>> | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  vi.restoreAllMocks()
})

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
const start = async (steps: Step[], handle: Handler = (_req, res) => res.end('from the application')) =>
  (server = await edgeServer(steps, handle))

describe('the edge’s steps', () => {
  it('security headers: on every answer, refusals too, with a fresh nonce each; pages get it in their tags', async () => {
    await start([sendSecurityHeaders({ https: true }), refuseRequests, finishPages], (_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end('<html><head></head><body><main><script src="/a.js"></script></main></body></html>')
    })
    const [first, second] = [await server!.ask('/'), await server!.ask('/')]
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers['content-security-policy']).not.toContain(nonce)
    expect(first.body.toString()).toContain(`<script nonce="${nonce}" src="/a.js">`)
    expect(first.headers['strict-transport-security']).toMatch(/max-age=/)
    const refused = await server!.ask('/', { method: 'PROPFIND' })
    expect(refused.status).toBe(405)
    expect(refused.headers['content-security-policy']).toMatch(/nonce-/)
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuse: methods, undecodable paths and declared bodies too large go no further', async () => {
    let reached = 0
    await start([refuseRequests], (_req, res) => {
      reached++
      res.end()
    })
    expect((await server!.ask('/', { method: 'TRACE' })).headers.allow).toContain('GET')
    expect((await server!.ask('/news/%E0%A4%A')).status).toBe(400)
    expect((await server!.ask('/api/form-submit', { method: 'POST', headers: { 'content-length': String(2 * 1024 * 1024) } })).status).toBe(
      413,
    )
    expect(reached).toBe(0)
    expect((await server!.ask('/news')).status).toBe(200)
    expect(reached).toBe(1)
  })

  it('client address: the application reads the resolved client, and what an untrusted peer forwarded is gone', async () => {
    const seen: IncomingMessage['headers'][] = []
    const forged = {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    }
    await start([takeClientAddress(parseTrustProxy(undefined))], (req, res) => {
      seen.push(req.headers)
      res.end()
    })
    await server!.ask('/', { headers: forged })
    expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1')
    for (const name of ['x-real-ip', 'x-forwarded-proto', 'x-forwarded-host']) expect(seen[0][name]).toBeUndefined()
    await server!.close()
    await start([takeClientAddress(parseTrustProxy('127.0.0.1'))], (req, res) => {
      seen.push(req.headers)
      res.end()
    })
    await server!.ask('/', { headers: forged })
    expect(seen[1]).toMatchObject({ 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' })
  })

  it('static files: the site’s script is answered here, anything else goes on', async () => {
    await start([serveStaticFiles({ root: '/nowhere', dev: false })])
    const script = await server!.ask(enhanceScriptPath, { headers: { 'accept-encoding': 'br' } })
    expect(script.status).toBe(200)
    expect(script.headers['content-encoding']).toBe('br')
    expect((await server!.ask('/_next/static/chunks/a.js')).body.toString()).toBe('from the application')
  })

  it('body limit: a body without a declared length is cut off as it arrives, the application’s answer dropped', async () => {
    let read = 0
    await start([limitBodies], (req, res) => {
      req.on('data', (chunk: Buffer) => (read += chunk.length))
      req.on('end', () => res.end('read it all'))
    })
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server!.port, path: '/api/form-submit', method: 'POST' }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
      const chunk = Buffer.alloc(64 * 1024)
      for (let i = 0; i < 40; i++) req.write(chunk)
    })
    expect(status).toBe(413)
    expect(read).toBeLessThanOrEqual(1024 * 1024)
  })

  it('Next.js’s headers: no rewrite target, one Location', async () => {
    await start([tidyNextHeaders], (_req, res) => {
      res.setHeader('X-Middleware-Rewrite', '/api/search?query=x')
      res.setHeader('Location', '/about-us')
      res.appendHeader('Location', '/about-us')
      res.statusCode = 308
      res.end()
    })
    const answer = await server!.ask('/about')
    expect(answer.headers['x-middleware-rewrite']).toBeUndefined()
    expect(answer.headers.location).toBe('/about-us')
  })

  it('outage state: an error made while the database was unreachable is a 503 to try again; any answer then is kept by no cache', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await start([reflectOutages], (req, res) => {
      if (req.url !== '/fine') markBackendUnavailable()
      if (req.url === '/thrown') throw new Error('unreachable')
      res.writeHead(req.url === '/error' ? 500 : 200, { 'Cache-Control': 'public, max-age=60' }).end()
    })
    const error = await server!.ask('/error')
    expect(error.status).toBe(503)
    expect(error.headers['retry-after']).toBe(String(retryAfterSeconds))
    expect(error.headers['cache-control']).toBe('no-store')
    const thrown = await server!.ask('/thrown')
    expect(thrown.status).toBe(503)
    const empty = await server!.ask('/empty-list')
    expect([empty.status, empty.headers['cache-control'], empty.headers['retry-after']]).toEqual([200, 'no-store', undefined])
    const fine = await server!.ask('/fine')
    expect([fine.status, fine.headers['cache-control']]).toEqual([200, 'public, max-age=60'])
  })

  it('outage state: a page that failed for it is replaced by the outage page, with text; a JSON answer keeps its body', async () => {
    await start([reflectOutages], (req, res) => {
      markBackendUnavailable()
      if (req.url === '/api') return res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":{"code":"unavailable"}}')
      // As Next.js answers: status and headers set, the head sent by the first write.
      if (req.url === '/implicit') {
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write('<!DOCTYPE html><html id="__next_error__">')
        return res.end('</html>')
      }
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '32' })
      res.write('<html><body>')
      res.end('Internal Server Error</body></html>'.slice(0, 20))
    })
    const page = await server!.ask('/news')
    expect([page.status, page.headers['retry-after'], page.headers['cache-control']]).toEqual([503, String(retryAfterSeconds), 'no-store'])
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const text = page.body.toString()
    expect(text).toContain('<h1>Back in a moment</h1>')
    expect(text).toContain(`try again in about ${retryAfterSeconds} seconds`)
    expect(text).not.toContain('Internal Server Error')
    const implicit = await server!.ask('/implicit')
    expect(implicit.status).toBe(503)
    expect(implicit.body.toString()).toMatch(/^<!doctype html>[\s\S]*<h1>Back in a moment<\/h1>/)
    expect(implicit.body.toString()).not.toContain('__next_error__')
    const api = await server!.ask('/api')
    expect([api.status, api.body.toString()]).toEqual([503, '{"error":{"code":"unavailable"}}'])
  })

  it('request line: an absolute address is served as its path, never another host; * is refused; HEAD runs as GET without a body', async () => {
    const seen: string[] = []
    await start([normaliseRequestLine], (req, res) => {
      seen.push(`${req.method} ${req.url}`)
      const moved = req.url?.startsWith('/moved')
      res.writeHead(moved ? 308 : 200, moved ? { Location: '/news' } : { 'Content-Type': 'text/plain' })
      res.end('the page')
    })
    const absolute = await server!.ask('http://evil.example/moved?x=1')
    expect([absolute.status, absolute.headers.location]).toEqual([308, '/news'])
    expect((await server!.ask('*', { method: 'OPTIONS' })).status).toBe(400)
    expect((await server!.ask('ftp://evil.example/x')).status).toBe(400)
    const head = await server!.ask('/page', { method: 'HEAD' })
    expect([head.status, head.body.length]).toEqual([200, 0])
    expect(seen).toEqual(['GET /moved?x=1', 'GET /page'])
  })

  it('metrics: /metrics only with the token, in Prometheus text, counting requests by route and status', async () => {
    await start([
      measureRequests({ token: 'a-token-of-sixteen-chars', routeOf: (path) => (path.startsWith('/news') ? '/news/[slug]' : 'other') }),
    ])
    await server!.ask('/news/one')
    await server!.ask('/news/two')
    expect((await server!.ask('/metrics')).status).toBe(401)
    expect((await server!.ask('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401)
    const answer = await server!.ask('/metrics', { headers: { Authorization: 'Bearer a-token-of-sixteen-chars' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = answer.body.toString()
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/news\/\[slug\]",status="200"\} [2-9]\d*$/m)
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/news\/\[slug\]",status="200"\} \d+$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    await server!.close()
    await start([measureRequests({ token: undefined, routeOf: () => 'other' })])
    expect((await server!.ask('/metrics')).status).toBe(404)
  })

  it('request ids: kept from a trusted proxy, else new; in the answer and in every log line of the request', async () => {
    const lines: Record<string, unknown>[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      return true
    })
    routeConsoleToLogger()
    await start([identifyRequests(parseTrustProxy('127.0.0.1'))], (_req, res) => {
      console.warn('made in the app')
      res.end('ok')
    })
    const kept = await server!.ask('/', { headers: { 'X-Request-Id': 'proxy-id-1' } })
    expect(kept.headers['x-request-id']).toBe('proxy-id-1')
    const made = await server!.ask('/', { headers: { 'X-Request-Id': 'bad id with spaces' } })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(2)
    write.mockRestore()
    for (const id of [kept.headers['x-request-id'], made.headers['x-request-id']]) {
      const mine = lines.filter((line) => line.reqId === id)
      expect(mine.map((line) => line.msg)).toEqual(['made in the app', 'request'])
    }
    await server!.close()
    await start([identifyRequests(parseTrustProxy(undefined))])
    expect((await server!.ask('/', { headers: { 'X-Request-Id': 'proxy-id-2' } })).headers['x-request-id']).not.toBe('proxy-id-2')
  })

  it('draining: every answer closes its connection once the server is stopping, not before', async () => {
    await start([closeWhileDraining])
    const keepAlive = { headers: { Connection: 'keep-alive' } }
    expect((await server!.ask('/', keepAlive)).headers.connection).toBe('keep-alive')
    setServerPhase('draining')
    try {
      expect((await server!.ask('/', keepAlive)).headers.connection).toBe('close')
    } finally {
      setServerPhase('ready')
    }
  })
})
