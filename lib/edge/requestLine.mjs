// @ts-check
/**
 * The request line as the application expects it: a path. What else HTTP
 * allows is made into one here or refused, before any step reads the address.
 *
 * - Absolute form (`GET http://other.example/news HTTP/1.1`, what proxies
 *   are sent): the path and query are kept and the host named there is
 *   ignored, as the site's address comes from SITE_URL, never from the
 *   request; a redirect can then never point at that host.
 * - Asterisk form (`OPTIONS * HTTP/1.1`, asking about the server itself): 400.
 * - HEAD is answered as a GET whose body Node.js does not send (it knows the
 *   request was a HEAD): the edge sees the page it would send, so a missing
 *   page's HEAD is a 404 like its GET, with the same headers.
 */

/** @type {import('./pipeline.mjs').Step} */
export function normaliseRequestLine({ req, answer }, next) {
  const target = req.url ?? '/'
  if (target === '*') return answer({ status: 400, message: 'This server answers requests for its pages (a path such as /), not for *.' })
  if (!target.startsWith('/')) {
    const absolute = URL.canParse(target) ? new URL(target) : undefined
    if (!absolute || !['http:', 'https:'].includes(absolute.protocol))
      return answer({ status: 400, message: 'The request target must be a path (such as /news) or an http(s) address.' })
    req.url = `${absolute.pathname}${absolute.search}`
  }
  if (req.method === 'HEAD') req.method = 'GET'
  return next()
}
