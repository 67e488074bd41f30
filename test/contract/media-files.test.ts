import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx } from '../../deploy/local-nginx.mjs'
import { lacks } from '../support/requirements.mjs'
import { type RunningServer, freePort, startProductionServer } from '../support/server'

/**
 * Public uploads served like static files, by the production build and
 * through the nginx recipe: HEAD, a strong ETag and 304, byte ranges (206), a
 * long Cache-Control, a cache HIT at nginx; staff portraits stay private.
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request as written (fetch adds its own conditional and range handling). */
function request(
  base: string,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(base)
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

let app: RunningServer
let image: string
beforeAll(async () => {
  app = await startProductionServer({ ...(process.env as Record<string, string>), TRUST_PROXY: '1' })
  const { data } = await (await fetch(`${app.url}/api/news_events/news?perPage=20`)).json()
  image = data.find((n: { image: { url: string } | null }) => n.image).image.url
})
afterAll(async () => {
  await app?.stop()
})

describe('an uploaded image from the app', () => {
  it('GET: its type, byte ranges offered, a strong ETag and a day’s Cache-Control', async () => {
    const answer = await request(app.url, image)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^image\//)
    expect(answer.headers['accept-ranges']).toBe('bytes')
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/)
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=86400\b/)
  })

  it('HEAD: the same headers, no body', async () => {
    const get = await request(app.url, image)
    const head = await request(app.url, image, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of ['content-type', 'etag', 'last-modified', 'cache-control']) expect(head.headers[name], name).toBe(get.headers[name])
  })

  it('304 to If-None-Match, strong or weakened', async () => {
    const { headers } = await request(app.url, image)
    for (const tag of [String(headers.etag), `W/${headers.etag}`, `"other", ${headers.etag}`]) {
      const again = await request(app.url, image, { headers: { 'If-None-Match': tag } })
      expect(again.status, tag).toBe(304)
      expect(again.body.length).toBe(0)
    }
    expect((await request(app.url, image, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200)
  })

  it('Last-Modified, the media document’s last change; 304 to If-Modified-Since from then on, 200 before', async () => {
    const { headers } = await request(app.url, image)
    const lastModified = new Date(String(headers['last-modified']))
    expect(lastModified.getTime()).toBeGreaterThan(Date.parse('2020-01-01'))
    expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now())
    for (const since of [lastModified, new Date(lastModified.getTime() + 60_000)]) {
      const again = await request(app.url, image, { headers: { 'If-Modified-Since': since.toUTCString() } })
      expect(again.status, since.toUTCString()).toBe(304)
      expect(again.body.length).toBe(0)
    }
    const earlier = await request(app.url, image, {
      headers: { 'If-Modified-Since': new Date(lastModified.getTime() - 60_000).toUTCString() },
    })
    expect(earlier.status).toBe(200)
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    const both = { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified.toUTCString() }
    expect((await request(app.url, image, { headers: both })).status).toBe(200)
  })

  it('206 for a byte range, 416 for one past the end', async () => {
    const whole = await request(app.url, image)
    const part = await request(app.url, image, { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.body.length}`)
    expect(part.body).toEqual(whole.body.subarray(0, 100))
    expect(part.headers['cache-control']).toMatch(/^public, max-age=86400\b/)
    expect((await request(app.url, image, { headers: { Range: `bytes=${whole.body.length + 10}-` } })).status).toBe(416)
  })

  it('a staff portrait stays private: refused without a proof, never stored', async () => {
    const answer = await request(app.url, '/cms/api/staff-portraits/file/anything.jpg')
    expect([401, 403, 404]).toContain(answer.status)
    expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/public/)
  })
})

describe.skipIf(lacks('nginx') || lacks('openssl'))('an uploaded image through the nginx recipe', () => {
  let nginx: Awaited<ReturnType<typeof startNginx>>
  beforeAll(async () => {
    nginx = await startNginx({ listenPort: await freePort(), appPort: Number(new URL(app.url).port) })
  })
  afterAll(async () => {
    await nginx?.stop()
  })

  it('is cached: the repeat is a HIT, 304 answered from the cache, HEAD too', async () => {
    const first = await request(nginx.url, image)
    expect(first.status).toBe(200)
    await expect.poll(async () => (await request(nginx.url, image)).headers['x-cache-status']).toBe('HIT')
    const hit = await request(nginx.url, image, { headers: { 'If-None-Match': String(first.headers.etag) } })
    expect(hit.status).toBe(304)
    // A range is answered with the whole file from the stored copy (the app streams it without a length).
    const part = await request(nginx.url, image, { headers: { Range: 'bytes=0-9' } })
    expect([200, 206]).toContain(part.status)
    expect(part.body).toEqual(part.status === 206 ? first.body.subarray(0, 10) : first.body)
    expect((await request(nginx.url, image, { method: 'HEAD' })).status).toBe(200)
  })

  it('an editor signed in to the CMS is never served from, nor stored in, the cache', async () => {
    const editor = { Cookie: 'payload-token=not-a-real-token' }
    await request(nginx.url, image, { headers: editor })
    expect((await request(nginx.url, image, { headers: editor })).headers['x-cache-status']).toBe('BYPASS')
  })
})
