import { describe, expect, it } from 'vitest'

import { cachedListingPages, listingPageNumber, pageOnlyQuery } from '@/content/listingPages'

/** Which listing addresses with a query the page cache keeps (proxy.ts): `?page=N` alone, within a bound. */
describe('further listing pages kept in the page cache', () => {
  it('takes ?page=N alone, as the site writes it', () => {
    expect(pageOnlyQuery('?page=2')).toBe(2)
    expect(pageOnlyQuery('page=17')).toBe(17)
    expect(pageOnlyQuery(`?page=${cachedListingPages}`)).toBe(cachedListingPages)
    // The framework's page-data marker is not part of the page's address.
    expect(pageOnlyQuery('?page=3&_rsc=abc12')).toBe(3)
  })

  it('leaves every other query to the per-request route', () => {
    for (const search of [
      '',
      '?page=1',
      '?page=0',
      '?page=-2',
      '?page=02',
      '?page=2.0',
      '?page=%32x',
      '?page=',
      `?page=${cachedListingPages + 1}`,
      '?page=99999999999999999999',
      '?page=2&page=3',
      '?page=2&search=malaria',
      '?page=2&year=2025',
      '?when=past',
      '?search=malaria',
    ])
      expect(pageOnlyQuery(search), search).toBeNull()
  })

  it('reads a page segment by the same rule', () => {
    expect(listingPageNumber('2')).toBe(2)
    expect(listingPageNumber('1')).toBeNull()
    expect(listingPageNumber('two')).toBeNull()
    expect(listingPageNumber(undefined)).toBeNull()
  })
})
