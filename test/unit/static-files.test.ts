import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type Server, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptsBrotli, compressStaticFiles, precompressedStatic, scriptFile } from '@/lib/edge/staticFiles.mjs'

/**
 * lib/edge/staticFiles.mjs on a real HTTP server over a build-like folder: the
 * files compressed at build time are answered as brotli to a browser that takes
 * it, anything else falls through (to Next.js in server.mjs).
 */
let dir = ''
let server: Server
let port = 0
const script = `/* a chunk */ ${'export const greeting = "hello, visitor";\n'.repeat(200)}`

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'))
  mkdirSync(path.join(dir, 'chunks'))
  writeFileSync(path.join(dir, 'chunks/app.js'), script)
  writeFileSync(path.join(dir, 'chunks/site.css'), 'body { color: #111 }\n'.repeat(50))
  writeFileSync(path.join(dir, 'chunks/font.woff2'), Buffer.alloc(100))
  const totals = compressStaticFiles(dir)
  expect(totals.files).toBe(2) // scripts and styles, not fonts
  expect(totals.compressed).toBeLessThan(totals.bytes / 10)
  const handle = precompressedStatic(dir)
  server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(204, { 'X-Fell-Through': 'yes' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A raw request: the path as written (fetch would resolve `..`, decode the body and choose its own Accept-Encoding). */
async function get(pathname: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject).end()
  })
}

describe('precompressed static files', () => {
  it('answers a script as brotli, byte-equal once decoded, cached for a year', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('answers a style sheet and a HEAD request, and ignores a query string', async () => {
    expect((await get('/_next/static/chunks/site.css?dpl=1', 'br')).headers['content-type']).toBe('text/css; charset=utf-8')
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next.js a browser without brotli, other files, other methods and paths outside the list', async () => {
    for (const [pathname, encoding, method] of [
      ['/_next/static/chunks/app.js', undefined, 'GET'],
      ['/_next/static/chunks/app.js', 'gzip', 'GET'],
      ['/_next/static/chunks/app.js', 'br;q=0, gzip', 'GET'],
      ['/_next/static/chunks/app.js', 'br', 'POST'],
      ['/_next/static/chunks/font.woff2', 'br', 'GET'],
      ['/_next/static/chunks/app.js.br', 'br', 'GET'],
      ['/_next/static/chunks/../chunks/app.js', 'br', 'GET'],
      ['/_next/static/chunks/missing.js', 'br', 'GET'],
    ] as const) {
      const answer = await get(pathname, encoding, method)
      expect(answer.headers['x-fell-through'], `${method} ${pathname} (${encoding})`).toBe('yes')
    }
  })

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false)
    expect(acceptsBrotli('brotli, gzip')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

describe('a script held in memory (the site’s own)', () => {
  it('answers its one address as brotli, gzip or plain as the browser takes them, cached for a year', async () => {
    const text = `/* the site's script */ ${'document.addEventListener("click", () => {});\n'.repeat(100)}`
    const handle = scriptFile('/_next/static/site/enhance.abc123.js', text)
    const scriptServer = createServer((req, res) => {
      if (!handle(req, res)) res.writeHead(204).end()
    })
    await new Promise<void>((resolve) => scriptServer.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(scriptServer.address() as AddressInfo).port}`
    const ask = (path: string, acceptEncoding: string, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(`${at}${path}`, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', reject).end()
      })
    try {
      const br = await ask('/_next/static/site/enhance.abc123.js', 'gzip, deflate, br')
      expect(br.status).toBe(200)
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(brotliDecompressSync(br.body).toString()).toBe(text)
      const gzip = await ask('/_next/static/site/enhance.abc123.js', 'gzip, br;q=0')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzip.body).toString()).toBe(text)
      const plain = await ask('/_next/static/site/enhance.abc123.js', 'identity')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(text)
      expect((await ask('/_next/static/site/enhance.abc123.js', 'br', 'HEAD')).body.length).toBe(0)
      // Any other address, or a write, is not answered here.
      expect((await ask('/_next/static/site/enhance.other.js', 'br')).status).toBe(204)
      expect((await ask('/_next/static/site/enhance.abc123.js', 'br', 'POST')).status).toBe(204)
    } finally {
      scriptServer.close()
    }
  })
})
