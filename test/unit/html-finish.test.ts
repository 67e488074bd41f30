import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { finishHtml } from '@/lib/edge/html.mjs'

/**
 * lib/edge/html.mjs on a real HTTP server: the nonce goes into every script and
 * link tag however the page is cut into writes, the framework's scripts wait
 * for the first paint, the 404 mark sets the status, and other answers pass
 * through untouched.
 */
let server: Server | undefined
afterEach(() => server?.close())

async function serve(contentType: string, parts: (string | Buffer)[], { flushFirst = false, scriptsAfterPaint = false } = {}) {
  server = createServer((_req, res) => {
    finishHtml(res, 'N0nce==', { scriptsAfterPaint })
    res.setHeader('Content-Type', contentType)
    res.setHeader('ETag', '"same-for-everyone"')
    if (flushFirst) res.flushHeaders()
    for (const part of parts.slice(0, -1)) res.write(part)
    res.end(parts.at(-1))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`)
  return { status: response.status, etag: response.headers.get('etag'), body: await response.text() }
}

const page =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="script" href="/a.js"/><script src="/a.js" async=""></script>' +
  '</head><body><main><h1>Grüße</h1><p>5 &lt; 6, a &lt;script&gt; in text</p></main>' +
  '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script></body></html>'

/** Every way of cutting `text` in two, by bytes (so a cut can fall inside a character). */
const cuts = (text: string) => {
  const bytes = Buffer.from(text)
  return Array.from({ length: bytes.length - 1 }, (_, i) => [bytes.subarray(0, i + 1), bytes.subarray(i + 1)])
}

describe('finishing HTML answers', () => {
  it('writes the nonce into each script and link tag, wherever the page is cut', async () => {
    const expected = page.replaceAll('<script', '<script nonce="N0nce=="').replace('<link', '<link nonce="N0nce=="')
    for (const parts of cuts(page).filter((_, i) => i % 7 === 0)) {
      const { status, body, etag } = await serve('text/html; charset=utf-8', parts)
      expect(body).toBe(expected)
      expect(status).toBe(200)
      // A browser's revalidated copy would keep an old nonce under a new policy.
      expect(etag).toBeNull()
    }
  })

  it('has the framework’s scripts loaded after the first paint, wherever the page is cut', async () => {
    const framework =
      '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><main><h1>Grüße</h1></main>' +
      '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script></body></html>'
    const expected =
      '<!DOCTYPE html><html lang="en"><head><link nonce="N0nce==" rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<script nonce="N0nce==">'
    for (const parts of cuts(framework).filter((_, i) => i % 5 === 0)) {
      const { body } = await serve('text/html; charset=utf-8', parts, { scriptsAfterPaint: true })
      expect(body.startsWith(expected)).toBe(true)
      // One loader, before the first marked script; the preload is gone; the legacy script (never fetched by a modern browser) is left.
      expect(body.match(/function loadScriptsAfterPaint/g)).toHaveLength(1)
      expect(body).toContain(
        '</script><script nonce="N0nce==" data-after-paint="/_next/static/chunks/a.js"></script>' +
          '<script nonce="N0nce==" data-after-paint="/_next/static/chunks/b.js"></script>' +
          '<script nonce="N0nce==" src="/_next/static/chunks/legacy.js" noModule=""></script>',
      )
      expect(body).not.toContain('as="script"')
      expect(body).toContain('<h1>Grüße</h1></main><script nonce="N0nce==">self.__next_f.push')
    }
    // Without the option (/admin), the scripts load with the page.
    const { body } = await serve('text/html', [framework])
    expect(body).toContain('<script nonce="N0nce==" src="/_next/static/chunks/a.js" async="">')
    expect(body).toContain('as="script"')
  })

  it('answers a page marked as the 404 page with 404, even when its head was flushed early', async () => {
    const missing = page.replace('<main>', '<main><div data-http-status="404">')
    for (const flushFirst of [false, true]) {
      const { status } = await serve('text/html', [missing.slice(0, 40), missing.slice(40, 200), missing.slice(200)], { flushFirst })
      expect(status).toBe(404)
    }
    expect((await serve('text/html', [page])).status).toBe(200)
  })

  it('leaves other answers alone', async () => {
    const json = '{"html":"<script src=/a.js></script>"}'
    const { body, etag } = await serve('application/json', [json.slice(0, 10), json.slice(10)])
    expect(body).toBe(json)
    expect(etag).toBe('"same-for-everyone"')
  })
})
