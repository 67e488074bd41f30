import { StringDecoder } from 'node:string_decoder'

/**
 * What server.mjs finishes in an HTML answer as it streams out.
 *
 * The script nonce: pages are rendered once and served from the cache to every
 * visitor, so the HTML itself carries none. This writes the response's own
 * nonce (the one its Content-Security-Policy names) into every `<script>` and
 * `<link>` tag: scripts run, and preloaded scripts load, only with it. Text
 * inside scripts and pages never holds a raw `<script` or `<link`: React and
 * Next.js escape `<` in both.
 *
 * The status of the 404 page: Next.js answers notFound() with an empty error
 * shell, so pages render the 404 page themselves (components/NotFoundContent.tsx)
 * and mark it `data-http-status="404"`. The page's start is held back until
 * its main content has passed, and a page with the mark is answered 404.
 *
 * Other answers (JSON, the framework's page data, files) pass through untouched.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {string} nonce base64, as securityHeaders() puts it in the policy
 */
export function finishHtml(res, nonce) {
  const tag = /<(script|link)(?=[\s>/])/g
  const notFoundMark = ' data-http-status="404"'
  const withNonce = `<$1 nonce="${nonce}"`
  let html
  const decoder = new StringDecoder('utf8')
  // The end of the text so far when it may be the start of a tag cut by the chunk's end.
  let carry = ''

  const isHtml = () => {
    html ??= /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
    return html
  }
  const writeHead = res.writeHead.bind(res)
  // Node.js sends implicit headers through writeHead too. The body's length changes, so it is no longer known;
  // and no entity tag: a browser revalidating its copy (304) would keep the old nonce under the new policy.
  res.writeHead = (...args) => {
    if (isHtml()) {
      res.removeHeader('content-length')
      res.removeHeader('etag')
    }
    return writeHead(...args)
  }

  const transform = (chunk, encoding, last = false) => {
    const text =
      carry +
      (typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8').toString('utf8')
        : chunk instanceof Uint8Array
          ? decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          : '') +
      (last ? decoder.end() : '')
    const open = last ? -1 : text.lastIndexOf('<')
    const cut = open !== -1 && text.length - open <= '<script'.length ? open : text.length
    carry = text.slice(cut)
    return text.slice(0, cut).replace(tag, withNonce)
  }

  // The page's start is held back (the head goes out with the first write) until its main content is
  // known: the 404 mark, or the end of <main>. A cached page comes whole; a rendered one, its shell first.
  let held = ''
  const release = (text) => {
    const page = held + text
    if (page.includes(notFoundMark) && res.statusCode === 200) res.statusCode = 404
    held = null
    return page
  }

  // Next.js sends a rendered page's head early: it goes with the first write instead, while the page is held.
  const flushHeaders = res.flushHeaders.bind(res)
  res.flushHeaders = () => (isHtml() && held !== null ? undefined : flushHeaders())

  // write(chunk, [encoding], [callback]) and end([chunk], [encoding], [callback]), as Node.js takes them.
  const callbackOf = (args) => args.find((arg) => typeof arg === 'function')
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  res.write = (...args) => {
    if (!isHtml()) return write(...args)
    const text = transform(args[0], args[1])
    if (held !== null && !text.includes(notFoundMark) && !text.includes('</main>')) {
      held += text
      const callback = callbackOf(args)
      if (callback) process.nextTick(callback)
      return true
    }
    return write(held === null ? text : release(text), 'utf8', callbackOf(args))
  }
  res.end = (...args) => {
    if (!isHtml()) return end(...args)
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const text = transform(chunk, args[1], true)
    return end(held === null ? text : release(text), 'utf8', callbackOf(args))
  }
}
