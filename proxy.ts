import { type NextRequest, NextResponse } from 'next/server'

import { draftModeCookie } from './lib/cacheControl'
import { pageOnlyQuery } from './content/listingPages'
import { isListingPath } from './lib/listings'

/** Where a listing asked for with a query is answered (app/(site)/listing-query), and a further page of it alone (app/(site)/listing-page). */
const listingQueryPrefix = '/listing-query'
const listingPagePrefix = '/listing-page'
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * `/search` serves two callers (spec §7): script requests (X-Requested-With:
 * XMLHttpRequest) get the JSON results, everyone else the search page.
 * A listing with a query is answered by the listing-query route (rendered per
 * request), the same listing without one by its own page (rendered once, cached),
 * and a further page of it (`?page=2` alone) by the listing-page route (cached too).
 * A page an editor previews (draft mode) learns its own path (x-pathname), for the preview bar.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // The browser marks all its requests, including the framework's own page-data
  // requests (RSC); those still want the page.
  const wantsJson = pathname === '/search' && request.headers.get('x-requested-with') === 'XMLHttpRequest' && !request.headers.has('rsc')
  if (wantsJson) return rewrite(request, '/api/search')
  if (isUnder(pathname, listingQueryPrefix) || isUnder(pathname, listingPagePrefix)) return rewrite(request, '/not-found')
  if (search.length > 1 && isListingPath(pathname)) {
    const page = pageOnlyQuery(search)
    return rewrite(request, page ? `${listingPagePrefix}/${page}${pathname}` : `${listingQueryPrefix}${pathname}`)
  }
  if (!request.cookies.has(draftModeCookie)) return NextResponse.next()
  const headers = new Headers(request.headers)
  headers.set('x-pathname', pathname)
  return NextResponse.next({ request: { headers } })
}

function rewrite(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.rewrite(url)
}

// Pages only: not the framework's files, the CMS, the contract, the feeds or the icons and manifest.
export const config = {
  matcher: ['/((?!_next/|api/|cms/|admin|favicon|icon\\.svg|icons/|apple-icon|manifest\\.webmanifest|og-image|feed\\.|sitemap|robots).*)'],
}
