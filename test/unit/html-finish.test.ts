import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { enhanceScriptPath, typefaceScript } from '@/lib/edge/enhance.mjs'
import { finishHtml, finishedPagesSize } from '@/lib/edge/html.mjs'

/**
 * lib/edge/html.mjs on a real HTTP server: the nonce goes into every script and
 * link tag however the page is cut into writes, a page React runs parts of
 * loads the framework's scripts after the first paint, a page without such
 * parts goes out without the framework, every page of the site gets the
 * site's script, the 404 mark sets the status, a page finished before is
 * sent again only while its bytes stay the same, and other answers pass
 * through untouched.
 */
let server: Server | undefined
afterEach(() => server?.close())

async function serve(
  contentType: string,
  parts: (string | Buffer)[],
  { flushFirst = false, sitePage = false, nonce = 'N0nce==', reuse = undefined as string | undefined } = {},
) {
  server?.close()
  server = createServer((_req, res) => {
    finishHtml(res, nonce, { sitePage, reuse })
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

/** The site's own script, as each page of the site names it (lib/edge/enhance.mjs). */
const siteScript = new RegExp(`<script nonce="N0nce==" src="${enhanceScriptPath.replaceAll('.', '\\.')}" defer=""></script>`, 'g')
/** Its two lines at the very start of each page's head: the typeface from the first paint once the visitor's browser holds it. */
const typefaceTag = `<script nonce="N0nce==">${typefaceScript}</script>`

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

  const framework =
    '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><main><h1>Grüße</h1>' +
    '<form data-hydrate=""></form></main><script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script></body></html>'

  it('has the framework’s scripts loaded after the first paint on a page React runs parts of, wherever the page is cut', async () => {
    const expected =
      `<!DOCTYPE html><html lang="en"><head>${typefaceTag}` +
      '<link nonce="N0nce==" rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<script nonce="N0nce==">'
    for (const parts of cuts(framework).filter((_, i) => i % 5 === 0)) {
      const { body } = await serve('text/html; charset=utf-8', parts, { sitePage: true })
      expect(body.startsWith(expected)).toBe(true)
      // One loader, before the first marked script; the preload is gone; the legacy script (never fetched by a modern browser) is left.
      expect(body.match(/function loadScriptsLater/g)).toHaveLength(1)
      expect(body).toContain("})('paint')</script>")
      expect(body).toContain(
        '</script><script nonce="N0nce==" data-load-later="/_next/static/chunks/a.js"></script>' +
          '<script nonce="N0nce==" data-load-later="/_next/static/chunks/b.js"></script>' +
          '<script nonce="N0nce==" src="/_next/static/chunks/legacy.js" noModule=""></script>',
      )
      expect(body).not.toContain('as="script"')
      expect(body).toContain('</form></main><script nonce="N0nce==">self.__next_f.push')
      expect(body.match(siteScript)).toHaveLength(1)
    }
    // Without the option (/admin), the scripts load with the page.
    const { body } = await serve('text/html', [framework])
    expect(body).toContain('<script nonce="N0nce==" src="/_next/static/chunks/a.js" async="">')
    expect(body).toContain('as="script"')
  })

  it('loads the framework when a part is first used on a page whose parts React runs only once used', async () => {
    const listing = framework.replace('<form data-hydrate=""></form>', '<section data-hydrate="when-used"></section>')
    for (const parts of cuts(listing).filter((_, i) => i % 5 === 0)) {
      const { body } = await serve('text/html; charset=utf-8', parts, { sitePage: true })
      expect(body.match(/function loadScriptsLater/g)).toHaveLength(1)
      expect(body).toContain("})('use')</script>")
      expect(body).not.toContain("})('paint')")
      expect(body).toContain('<script nonce="N0nce==" data-load-later="/_next/static/chunks/a.js"></script>')
    }
    // A page that also holds a part React runs from the start (a form) loads it after the first paint.
    const both = listing.replace('</section>', '</section><form data-hydrate=""></form>')
    const { body } = await serve('text/html; charset=utf-8', [both], { sitePage: true })
    expect(body).toContain("})('paint')</script>")
    expect(body).not.toContain("})('use')")
  })

  // The same page without the form, with content streamed in after its shell.
  const reading = framework
    .replace('<form data-hydrate=""></form>', '<div hidden id="S:0"><p>Later</p></div>')
    .replace(
      '</body>',
      '<script>$RC("B:0","S:0")</script><script type="application/ld+json">{"@type":"NewsArticle"}</script>' +
        '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script></body>',
    )

  it('serves a page without parts for React without the framework, with the site’s script, wherever the page is cut', async () => {
    for (const parts of cuts(reading).filter((_, i) => i % 5 === 0)) {
      const { body } = await serve('text/html; charset=utf-8', parts, { sitePage: true })
      // The stylesheet stays; every script file, its preload and the framework's inline scripts are gone.
      expect(body).toContain('<link nonce="N0nce==" rel="stylesheet" href="/_next/static/chunks/a.css"')
      expect(body).not.toContain('/_next/static/chunks/a.js')
      expect(body).not.toContain('/_next/static/chunks/b.js')
      expect(body).not.toContain('legacy.js')
      expect(body).not.toContain('__next_f')
      expect(body).not.toContain('TURBOPACK')
      expect(body).not.toContain('loadScriptsLater')
      // The site's script once, in the head; React's own script that shows streamed content, and structured data, stay.
      expect(body.match(siteScript)).toHaveLength(1)
      expect(body.search(siteScript)).toBeLessThan(body.indexOf('</head>'))
      expect(body.split(typefaceTag)).toHaveLength(2)
      expect(body).toContain(`<head>${typefaceTag}<link`)
      expect(body).toContain('<script nonce="N0nce==">$RC("B:0","S:0")</script>')
      expect(body).toContain('<script nonce="N0nce==" type="application/ld+json">{"@type":"NewsArticle"}</script>')
      expect(body).toContain('<h1>Grüße</h1>')
    }
  })

  it('sends a page finished before with the response’s own nonce while its bytes stay the same, and finishes it again once they change', async () => {
    const options = (nonce: string) => ({ sitePage: true, reuse: '/story', nonce })
    const first = await serve('text/html', [reading], options('First=='))
    expect(first.body).not.toContain('__next_f')
    const expected = (nonce: string) => first.body.replaceAll('First==', nonce)
    // The same bytes, cut anywhere: the page as finished the first time, with this response's nonce.
    for (const [i, parts] of cuts(reading).entries())
      if (i % 11 === 0) expect((await serve('text/html', parts, options(`Again${i}==`))).body).toBe(expected(`Again${i}==`))

    // Bytes that differ (of the same length, in the first or the last write), and a page that stops short or runs on.
    const changed = reading.replace('Later', 'Lates')
    const cut = reading.indexOf('Later')
    for (const parts of [
      [changed],
      [changed.slice(0, cut + 2), changed.slice(cut + 2)],
      [changed.slice(0, cut - 2), changed.slice(cut - 2)],
    ]) {
      expect((await serve('text/html', parts, options('Changed=='))).body).toBe(expected('Changed==').replace('Later', 'Lates'))
      await serve('text/html', [reading], options('Back=='))
    }
    const short = reading.replace('</html>', '')
    expect((await serve('text/html', [short], options('Short=='))).body).toBe(expected('Short==').replace('</html>', ''))
    const longer = `${reading}\n`
    expect((await serve('text/html', [reading, '\n'], options('Longer=='))).body).toBe(`${expected('Longer==')}\n`)
    expect((await serve('text/html', [longer], options('Longer2=='))).body).toBe(`${expected('Longer2==')}\n`)

    // A page that has come to hold a part React runs loads the framework again; then it is finished anew each time.
    for (const nonce of ['Form1==', 'Form2=='])
      expect((await serve('text/html', [framework], options(nonce))).body).toContain(
        `<script nonce="${nonce}" data-load-later="/_next/static/chunks/a.js">`,
      )
    expect((await serve('text/html', [reading], options('Last=='))).body).toBe(expected('Last=='))

    // Another address is another page; the 404 page keeps its status when sent again.
    const missing = reading.replace('<main>', '<main><div data-http-status="404">')
    for (const nonce of ['Missing1==', 'Missing2==']) {
      const { status, body } = await serve('text/html', [missing], { sitePage: true, reuse: '/gone', nonce })
      expect(status).toBe(404)
      expect(body).toContain(`<link nonce="${nonce}" rel="stylesheet"`)
    }
    expect((await serve('text/html', [reading], options('Other=='))).status).toBe(200)
  })

  it('keeps finished pages up to 16 MB in all', async () => {
    const large = reading.replace('Later', 'x'.repeat(200_000))
    for (let i = 0; i < 60; i++) await serve('text/html', [large], { sitePage: true, reuse: `/large/${i}` })
    expect(finishedPagesSize()).toBeGreaterThan(15 * 1024 * 1024)
    expect(finishedPagesSize()).toBeLessThanOrEqual(16 * 1024 * 1024)
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
