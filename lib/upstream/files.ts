import { markBackendUnavailable, retryAfterSeconds } from '../edge/outage.mjs'

/** Headers of the upstream's answer that describe the file and how long it may be kept. */
const passedHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-disposition']

/**
 * In upstream mode (UPSTREAM_API_URL) the content's uploaded files
 * (`/cms/api/{collection}/file/{name}`, the addresses the contract gives) are
 * the upstream's: streamed from there, so images and documents show, and the
 * browser still talks to this site only. `null` when this site holds its own.
 */
export async function upstreamFile(request: Request, slug: string[]): Promise<Response | null> {
  const base = process.env.UPSTREAM_API_URL
  if (!base || slug.length < 3 || slug[1] !== 'file') return null
  if (slug.some((segment) => segment === '.' || segment === '..' || segment === ''))
    return Response.json({ errors: [{ message: 'No such file.' }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const url = new URL(`cms/api/${slug.map(encodeURIComponent).join('/')}`, base.endsWith('/') ? base : `${base}/`)
  const conditional = ['if-none-match', 'if-modified-since'].flatMap((name) => {
    const value = request.headers.get(name)
    return value ? [[name, value] as [string, string]] : []
  })
  const answer = await fetch(url, { headers: conditional, redirect: 'manual', signal: AbortSignal.timeout(10_000) }).catch(() => null)
  if (!answer || answer.status >= 500) {
    markBackendUnavailable()
    await answer?.body?.cancel()
    return new Response('The content server cannot be reached just now. Please try again in a few seconds.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    })
  }
  const headers = new Headers()
  for (const name of passedHeaders) {
    const value = answer.headers.get(name)
    if (value) headers.set(name, value)
  }
  // A replaced file's old address redirects to the new one: keep the redirect on this site.
  const location = answer.headers.get('location')
  if (location) {
    const target = new URL(location, url)
    headers.set('location', target.origin === url.origin ? `${target.pathname}${target.search}` : location)
  }
  return new Response(answer.body, { status: answer.status, headers })
}
