import { type NextRequest, NextResponse } from 'next/server'

/**
 * `/search` serves two callers (spec §7): script requests (X-Requested-With:
 * XMLHttpRequest) get the JSON results, everyone else the search page.
 * Every page also learns its own path (x-pathname), for its canonical URL.
 */
export function proxy(request: NextRequest) {
  // The browser marks all its requests, including the framework's own page-data
  // requests (RSC); those still want the page.
  const wantsJson =
    request.nextUrl.pathname === '/search' && request.headers.get('x-requested-with') === 'XMLHttpRequest' && !request.headers.has('rsc')
  if (wantsJson) {
    const url = request.nextUrl.clone()
    url.pathname = '/api/search'
    return NextResponse.rewrite(url)
  }
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

// Pages only: not the framework's files, the CMS, the contract, the feeds or the icons and manifest.
export const config = {
  matcher: ['/((?!_next/|api/|cms/|admin|favicon|icon\\.svg|icons/|apple-icon|manifest\\.webmanifest|og-image|feed\\.|sitemap|robots).*)'],
}
