import { type NextRequest, NextResponse } from 'next/server'

/**
 * `/search` serves two callers (spec §7): script requests (X-Requested-With:
 * XMLHttpRequest) get the JSON results, everyone else the search page.
 */
export function proxy(request: NextRequest) {
  // The browser marks all its requests, including the framework's own page-data
  // requests (RSC); those still want the page.
  const wantsJson = request.headers.get('x-requested-with') === 'XMLHttpRequest' && !request.headers.has('rsc')
  if (wantsJson) {
    const url = request.nextUrl.clone()
    url.pathname = '/api/search'
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

export const config = { matcher: '/search' }
