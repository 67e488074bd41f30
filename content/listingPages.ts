/**
 * Which further pages of a listing are kept in the page cache (proxy.ts,
 * app/(site)/listing-page): `?page=N` alone, N from 2 to `cachedListingPages`.
 * The bound keeps what a crawler can make the cache hold finite; a later page,
 * like any other query, is rendered per request.
 */
export const cachedListingPages = 500

/** N when `page` is a page number as the site writes it (no sign, no leading zero) and within the bound. */
export function listingPageNumber(page: string | null | undefined): number | null {
  if (!page || !/^[1-9]\d{0,5}$/.test(page)) return null
  const n = Number(page)
  return n >= 2 && n <= cachedListingPages ? n : null
}

/** The page number when a query string is exactly `?page=N` in that form (besides the framework's own `_rsc`), else null. */
export function pageOnlyQuery(search: string): number | null {
  const query = new URLSearchParams(search)
  const keys = [...query.keys()].filter((key) => key !== '_rsc')
  return keys.length === 1 && keys[0] === 'page' ? listingPageNumber(query.get('page')) : null
}
