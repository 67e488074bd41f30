import { describe, expect, it } from 'vitest'

import { PagedYearQuery, SearchQuery, Slug, slugify } from '@/lib/contract'
import { endpointUrl } from '@/lib/upstream/http'

describe('paged query parameters', () => {
  it('fill in the spec defaults', () => {
    expect(PagedYearQuery.parse({})).toEqual({ page: 1, perPage: 2, search: '', year: 0 })
  })

  it('accept sensible values', () => {
    expect(PagedYearQuery.parse({ page: '3', perPage: '25', search: '  malaria ', year: '2024' })).toEqual({
      page: 3,
      perPage: 25,
      search: 'malaria',
      year: 2024,
    })
  })

  it.each([
    [{ page: '0' }, 'page starts at 1'],
    [{ page: '-1' }, 'whole number'],
    [{ page: '2.5' }, 'whole number'],
    [{ perPage: '1000000' }, 'at most 100'],
    [{ perPage: '0' }, 'at least 1'],
    [{ year: 'abc' }, 'whole number'],
    [{ year: '1850' }, 'between'],
    [{ search: 'x'.repeat(201) }, 'at most 200'],
  ])('reject %j with a readable message', (query, message) => {
    const result = PagedYearQuery.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toContain(message)
  })

  it('search results default to ten a page', () => {
    expect(SearchQuery.parse({ query: 'x' })).toEqual({ query: 'x', page: 1, perPage: 10 })
  })
})

describe('slugs', () => {
  it.each([
    ['Malaria Vaccine Trial: Phase II', 'malaria-vaccine-trial-phase-ii'],
    ['  Ça va — São Tomé  ', 'ca-va-sao-tome'],
    ['Already-a-slug', 'already-a-slug'],
    // Letters Unicode does not decompose are spelled out, in the CMS as in the seed.
    ['Søren Ødegård', 'soren-odegard'],
    ['Łukasz Æsir Straße', 'lukasz-aesir-strasse'],
  ])('slugify(%j) = %j', (input, output) => {
    expect(slugify(input)).toBe(output)
    expect(Slug.safeParse(output).success).toBe(true)
  })

  it.each(['Upper', 'two  words', '../etc', 'trailing-', 'a--b', ''])('%j is not a slug', (value) => {
    expect(Slug.safeParse(value).success).toBe(false)
  })
})

describe('http transport URLs', () => {
  it('fills path parameters and the query', () => {
    expect(
      endpointUrl('http://upstream.test/base', '/api/news_events/:slug', { slug: 'news' }, { page: '2', year: '2024' }).toString(),
    ).toBe('http://upstream.test/base/api/news_events/news?page=2&year=2024')
  })
})
