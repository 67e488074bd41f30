import { enhanceScriptPath, typefaceScript } from './enhance.mjs'
import { hydrateAttribute } from './hydrate.mjs'
import {
  attribute,
  attributeStart,
  flightScript,
  headTags,
  htmlType,
  nonceRequestHeaders,
  scriptPrefix,
  scriptPreload,
  scriptTag,
  tagNames as nextTagNames,
  turbopackScript,
} from './nextOutput.mjs'
import { edgeResponse } from './pipeline.mjs'

/**
 * The step: pages finished as they go out (finishHtml, below). Pages are the
 * same for every visitor (rendered once, cached): the nonce goes into their
 * tags here, so Next.js is given none to write into them. The site's pages
 * get their own script, and the framework's only where React runs parts of
 * them; /admin, an application, loads its scripts at once.
 * @type {import('./pipeline.mjs').Step}
 */
export function finishPages({ req, res, nonce }, next) {
  for (const name of nonceRequestHeaders) delete req.headers[name]
  const sitePage = !/^\/admin(\/|$|\?)/.test(req.url ?? '/')
  // A site page read with GET is kept finished by its address, to be sent again while its bytes stay the same.
  finishHtml(res, nonce, { sitePage, reuse: sitePage && req.method === 'GET' ? req.url : undefined })
  return next()
}

/**
 * What the edge finishes in an HTML answer as it streams out (a stage of the
 * response, lib/edge/pipeline.mjs).
 *
 * The script nonce: pages are rendered once and served from the cache to every
 * visitor, so the HTML itself carries none. This writes the response's own
 * nonce (the one its Content-Security-Policy names) into every `<script>` and
 * `<link>` tag: scripts run, and preloaded scripts load, only with it. Text
 * inside scripts and pages never holds a raw `<script` or `<link`: React and
 * Next.js escape `<` in both.
 *
 * The site's pages (`sitePage`) name the site's own small script before
 * `</head>` (lib/edge/enhance.mjs: menus, listen and copy buttons, the
 * route-list post, the typeface), and start their head with its two lines
 * that put the typeface in use when the visitor's browser holds it. A page
 * that holds none of the parts React must run
 * (marked `data-hydrate`: a paged listing, a form, the preview bar) is
 * served without the framework: its scripts and its copy of the page for the
 * framework (the RSC payload) are left out, and links between pages are
 * plain page loads. A story, an event or a person page is then its HTML, its
 * stylesheet, its pictures and, once loaded, its font.
 *
 * A page with such parts loads the framework's scripts later: every page is
 * whole, readable and usable as server-rendered HTML, and its scripts only add
 * to it. Loaded with the page, they are fetched and run before the browser
 * first paints it; so their tags name their file in `data-load-later` instead
 * of `src` (their preload links are left out), and one small script loads
 * them: once the page has been painted, or, when every part is marked to run
 * only once used (`data-hydrate="when-used"`: a paged listing, whose links and
 * form work as plain page loads), when the visitor first points at or focuses
 * the form or the page links of one of them. A visitor who reads a listing
 * and opens a story never loads the framework.
 *
 * The status of the 404 page: Next.js answers notFound() with an empty error
 * shell, so pages render the 404 page themselves (components/NotFoundContent.tsx)
 * and mark it `data-http-status="404"`. The page's start is held back until
 * its main content has passed, and a page with the mark is answered 404.
 *
 * A page without the framework, finished, is kept by its address
 * (`reuse`): a page served from the cache comes with the same bytes every
 * time, and when they are the same as last time the page kept is sent with
 * this response's nonce, without finishing it again (see `finished` below).
 *
 * Other answers (JSON, the framework's page data, files) pass through untouched.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {string} nonce base64, as securityHeaders() puts it in the policy
 * @param {{ sitePage?: boolean, reuse?: string }} [options] reuse: the page's address, for a GET of a site page
 */
export function finishHtml(res, nonce, { sitePage = false, reuse } = {}) {
  edgeResponse(res).addStage((next) => htmlStage(res, next, nonce, { sitePage, reuse }))
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('./pipeline.mjs').Body} next
 * @param {string} nonce
 * @param {{ sitePage: boolean, reuse?: string }} options
 */
function htmlStage(res, next, nonce, { sitePage, reuse }) {
  const withNonce = ` nonce="${nonce}"`
  const nonceBytes = Buffer.from(withNonce)
  const tags = tagFinisher(withNonce, sitePage)
  const transform = tags.transform
  let html
  const isHtml = () => (html ??= htmlType.test(String(res.getHeader('content-type') ?? '')))

  // The page's start is held back (the head goes out with the first write) until its main content is
  // known: the 404 mark, or the end of <main>. A cached page comes whole; a rendered one, its shell first.
  // Then a page that needs the framework streams on; one that does not is kept whole and sent at its end.
  // A page finished before is 'reused' while its bytes match the ones kept; the first that differ start it over.
  /** @type {'held' | 'stream' | 'whole' | 'reused'} */
  let mode = 'held'
  let held = []
  // The page's bytes as they came, to keep with its finished form; not for a page that streams (never kept).
  const received = []
  const keeping = () => reuse !== undefined && mode !== 'stream'
  let notFound = false
  const kept = reuse === undefined ? undefined : finished.get(reuse)
  const replay = kept && followBytes(kept.source)
  if (kept) mode = 'reused'
  const release = (bytes) => {
    let page = Buffer.concat([...held, bytes])
    held = []
    notFound = page.includes(notFoundMark)
    if (notFound && res.statusCode === 200) res.statusCode = 404
    if (!sitePage) {
      mode = 'stream'
      return transform(page)
    }
    // The site's two tags at the start and the end of the head, in one copy of the page.
    const headOpen = page.indexOf(headTags.open)
    const headEnd = page.indexOf(headTags.close)
    if (headOpen !== -1 && headEnd > headOpen) {
      const headStart = headOpen + headTags.open.length
      const parts = [page.subarray(0, headStart), typefaceTag, page.subarray(headStart, headEnd), enhanceTag, page.subarray(headEnd)]
      page = Buffer.concat(parts)
    }
    if (page.includes(hydrateMark)) {
      mode = 'stream'
      tags.loader = page.includes(hydrateNowMark) ? afterPaintLoader : whenUsedLoader
      return transform(page)
    }
    mode = 'whole'
    held.push(page)
    return null
  }

  const keep = (bytes, callback) => {
    held.push(bytes)
    if (callback) process.nextTick(callback)
    return true
  }
  const take = (bytes, callback) => {
    if (mode === 'stream') return next.write(transform(bytes), callback)
    // (A mark cut in two by the chunks is found when the page is released.)
    if (mode === 'whole' || (!bytes.includes(notFoundMark) && !bytes.includes(mainEnd))) return keep(bytes, callback)
    const released = release(bytes)
    return released === null ? keep(Buffer.alloc(0), callback) : next.write(released, callback)
  }
  // The page differs from the one kept: what came so far is taken again, as for a page never seen.
  const startOver = () => {
    mode = 'held'
    const earlier = held
    held = []
    for (const bytes of earlier) take(bytes)
  }

  return {
    // The body's length changes, so it is no longer known; and no entity tag: a browser revalidating
    // its copy (304) would keep the old nonce under the new policy.
    head() {
      if (!isHtml()) return
      res.removeHeader('content-length')
      res.removeHeader('etag')
    },
    // Next.js sends a rendered page's head early: it goes with the first write instead, while the page is held.
    flushHeaders() {
      if (!isHtml() || mode === 'stream') next.flushHeaders()
    },
    write(bytes, callback) {
      if (!isHtml()) return next.write(bytes, callback)
      if (keeping()) received.push(bytes)
      if (mode === 'reused') {
        if (replay.matches(bytes)) return keep(bytes, callback)
        startOver()
      }
      return take(bytes, callback)
    },
    end(bytes, callback) {
      if (!isHtml()) return next.end(bytes, callback)
      if (mode === 'reused') {
        if (replay.matches(bytes) && replay.whole()) {
          if (kept.notFound && res.statusCode === 200) res.statusCode = 404
          return next.end(kept.withNonce(nonceBytes), callback)
        }
        startOver()
      }
      if (keeping()) received.push(bytes)
      if (mode === 'held') {
        const released = release(bytes)
        bytes = Buffer.alloc(0)
        if (released !== null) {
          finished.forget(reuse)
          return next.end(Buffer.concat([released, transform(bytes, true)]), callback)
        }
      }
      if (mode === 'stream') {
        finished.forget(reuse)
        return next.end(transform(bytes, true), callback)
      }
      const page = transform(Buffer.from(withoutFramework(Buffer.concat([...held, bytes]).toString('latin1')), 'latin1'), true)
      if (reuse !== undefined) finished.keep(reuse, { source: Buffer.concat(received), notFound, page, nonce: nonceBytes })
      return next.end(page, callback)
    },
  }
}

/**
 * Follows a response's bytes against the ones a kept page was made from:
 * whether each chunk continues them, and whether all of them have come.
 * @param {Buffer} source
 */
function followBytes(source) {
  let matched = 0
  return {
    /** @param {Buffer} bytes */
    matches(bytes) {
      const to = matched + bytes.length
      if (to > source.length || source.compare(bytes, 0, bytes.length, matched, to) !== 0) return false
      matched = to
      return true
    },
    whole: () => matched === source.length,
  }
}

/**
 * The script and link tags of an HTML answer finished as its bytes go by:
 * each with the nonce after its name; on a site page, the framework's
 * script preloads left out and its scripts marked to load later, behind the
 * page's `loader` (set once the page's parts for React are known).
 * @param {string} withNonce the nonce attribute, with its leading space
 * @param {boolean} sitePage
 */
function tagFinisher(withNonce, sitePage) {
  const tagNames = nextTagNames.map((name) => Buffer.from(name))
  let loaderWritten = false
  // The end of the bytes so far from a `<` not yet closed: a tag cut by the chunk's end.
  let carry = Buffer.alloc(0)
  const finisher = {
    /** The page's loader of the framework's scripts. */
    loader: afterPaintLoader,
    /** Each script and link tag as finishTag makes it (a name followed by a space, `>` or `/`), in bytes: `<` is never part of a longer character. */
    transform(bytes, last = false) {
      bytes = carry.length ? Buffer.concat([carry, bytes]) : bytes
      const open = last ? -1 : bytes.lastIndexOf(0x3c)
      const cut = open !== -1 && bytes.indexOf(0x3e, open) === -1 ? open : bytes.length
      carry = bytes.subarray(cut)
      const found = []
      for (const name of tagNames)
        for (let at = bytes.indexOf(name); at !== -1 && at < cut; at = bytes.indexOf(name, at + 1)) {
          const next = bytes[at + name.length]
          if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x09) found.push(at)
        }
      if (!found.length) return bytes.subarray(0, cut)
      const out = []
      let from = 0
      for (const at of found.sort((a, b) => a - b)) {
        const close = bytes.indexOf(0x3e, at) + 1 || bytes.length
        out.push(bytes.subarray(from, at), Buffer.from(finishTag(bytes.toString('latin1', at, close)), 'latin1'))
        from = close
      }
      out.push(bytes.subarray(from, cut))
      return Buffer.concat(out)
    },
  }
  /** One whole tag (as latin1: its bytes as they are) with the nonce after its name. */
  const finishTag = (tag) => {
    const name = tag.startsWith('<script') ? '<script' : '<link'
    let rest = tag.slice(name.length)
    if (!sitePage) return `${name}${withNonce}${rest}`
    if (name === '<link' && rest.includes(scriptPreload.rel) && rest.includes(scriptPreload.as)) return ''
    if (name === '<script' && rest.includes(scriptTag.source) && rest.includes(scriptTag.async)) {
      // An empty inline script that runs nothing (`async` belongs to scripts with a source).
      rest = rest.replace(' src="', ' data-load-later="').replace(scriptTag.async, '')
      const loaderTag = loaderWritten ? '' : `<script${withNonce}>${finisher.loader}</script>`
      loaderWritten = true
      return `${loaderTag}${name}${withNonce}${rest}`
    }
    return `${name}${withNonce}${rest}`
  }
  return finisher
}

/**
 * Finished pages without the framework, by address, the most recently served
 * last, up to 16 MB in all (each counted with the bytes it came from). A page
 * is kept as the parts between its nonces, and sent with a response's own.
 */
const finished = {
  limit: 16 * 1024 * 1024,
  bytes: 0,
  /** @type {Map<string, { source: Buffer, notFound: boolean, size: number, withNonce: (nonce: Buffer) => Buffer }>} */
  pages: new Map(),
  get(address) {
    const page = this.pages.get(address)
    if (page) {
      this.pages.delete(address)
      this.pages.set(address, page)
    }
    return page
  },
  /** @param {string | undefined} address */
  forget(address) {
    if (address === undefined || !this.pages.has(address)) return
    this.bytes -= this.pages.get(address).size
    this.pages.delete(address)
  },
  /**
   * @param {string} address
   * @param {{ source: Buffer, notFound: boolean, page: Buffer, nonce: Buffer }} finishedPage
   */
  keep(address, { source, notFound, page, nonce }) {
    this.forget(address)
    const parts = []
    let from = 0
    for (let at = page.indexOf(nonce); at !== -1; at = page.indexOf(nonce, from)) {
      parts.push(page.subarray(from, at))
      from = at + nonce.length
    }
    parts.push(page.subarray(from))
    const size = source.length + page.length
    /** @param {Buffer} nonce */
    const withNonce = (nonce) => Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])))
    this.pages.set(address, { source, notFound, size, withNonce })
    this.bytes += size
    for (const [oldest, { size }] of this.pages) {
      if (this.bytes <= this.limit) break
      this.pages.delete(oldest)
      this.bytes -= size
    }
  },
}

/** Bytes held by the finished pages kept (for the tests of their bound). */
export const finishedPagesSize = () => finished.bytes

const hydrateMark = Buffer.from(attributeStart(hydrateAttribute, ''))
// A part React runs from the start (a form, the preview bar), not only once used.
const hydrateNowMark = Buffer.from(attribute(hydrateAttribute, ''))
// The 404 page's mark (components/NotFoundContent.tsx), and the end of the page's main content.
const notFoundMark = Buffer.from(attribute('data-http-status', '404'))
const mainEnd = Buffer.from('</main>')
// Run once the page is parsed; never in the way of its first paint.
const enhanceTag = Buffer.from(`<script src="${enhanceScriptPath}" defer=""></script>`)
// Runs first: the typeface from the first paint once the visitor's browser holds it.
const typefaceTag = Buffer.from(`<script>${typefaceScript}</script>`)

/**
 * A page without the framework: its script files, their preload links, the
 * module map and the page's copy for the framework (`self.__next_f`) are left
 * out. Other inline scripts stay: structured data, the route list, and
 * React's own for content streamed into place.
 * @param {string} page the whole page, as latin1
 */
export function withoutFramework(page) {
  return page
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes, body) =>
      attributes.includes(frameworkSource) || flightScript.test(body) || turbopackScript.test(body) ? '' : whole,
    )
    .replace(scriptPreloadTag, '')
}
const frameworkSource = attributeStart('src', scriptPrefix)
const scriptPreloadTag = new RegExp(`<link\\b[^>]*${scriptPreload.as}[^>]*>`, 'g')

/**
 * Runs in the browser, inlined in the page: replaces each script tag marked by
 * finishHtml with one that loads its file. `paint`: once the page is parsed
 * and its first contentful paint made (a page in a hidden tab is not painted:
 * its scripts load at once; and they load 3 s after parsing whatever
 * happens). `use`: when the pointer first comes over, presses on or focus
 * first enters the form or the navigation (page links) of a part marked for
 * React; until then they work without it, and a visitor who only reads and
 * scrolls the part, or opens one of its cards, never loads the framework.
 * The policy's 'strict-dynamic' lets a script the nonce allowed add scripts.
 * @param {'paint' | 'use'} when
 */
function loadScriptsLater(when) {
  let started = false
  const load = () => {
    if (started) return
    started = true
    for (const marked of document.querySelectorAll('script[data-load-later]')) {
      const script = document.createElement('script')
      script.src = marked.dataset.loadLater
      script.async = true
      marked.replaceWith(script)
    }
  }
  if (when === 'use') {
    const onUse = (event) => event.target instanceof Element && event.target.closest('[data-hydrate] :is(form, nav)') && load()
    for (const type of ['pointerover', 'pointerdown', 'focusin']) addEventListener(type, onUse, { capture: true, passive: true })
    return
  }
  addEventListener('DOMContentLoaded', () => {
    setTimeout(load, 3000)
    if (document.visibilityState !== 'visible') return load()
    try {
      new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && load()).observe({
        type: 'paint',
        buffered: true,
      })
    } catch {
      load()
    }
  })
}
const afterPaintLoader = `(${loadScriptsLater})('paint')`
const whenUsedLoader = `(${loadScriptsLater})('use')`
