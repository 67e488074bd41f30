import { describe, expect, it } from 'vitest'

import { contentTypes, linkableCollections, searchTypes, sitemapTypes, titleFirstTypes } from '@/content'
import { routePatterns } from '@/lib/routes'

/**
 * The research layer's types are declared once in the registry: their
 * addresses, routes, sitemap and search entries all derive from there.
 */
describe('research themes, divisions and field sites in the registry', () => {
  it('make each record’s address', () => {
    expect(contentTypes.theme.url({ slug: 'data-for-health' })).toBe('/research/data-for-health')
    expect(contentTypes.division.url({ slug: 'environmental-health' })).toBe('/divisions/environmental-health')
    expect(contentTypes.fieldSite.url({ slug: 'delta-field-site' })).toBe('/field-sites/delta-field-site')
  })

  it('give the route table their pages, before the /:slug catch-all', () => {
    for (const pattern of ['/research', '/research/:slug', '/divisions/:slug', '/field-sites/:slug'])
      expect(routePatterns).toContain(pattern)
    const catchAll = routePatterns.indexOf('/:slug')
    for (const pattern of ['/research', '/research/:slug', '/divisions/:slug', '/field-sites/:slug'])
      expect(routePatterns.indexOf(pattern)).toBeLessThan(catchAll)
  })

  it('list all three in the sitemap', () => {
    const collections = sitemapTypes.map((t) => t.collection)
    expect(collections).toEqual(expect.arrayContaining(['research-themes', 'divisions', 'global-markers']))
  })

  it('make themes searchable and linkable (menus, redirects, SEO fields), and build their index entry', () => {
    expect(searchTypes).toContain('theme')
    expect(linkableCollections).toContain('research-themes')
    const entry = contentTypes.theme.search.entry(
      {
        id: 1,
        title: 'Health in a changing climate',
        slug: 'health-in-a-changing-climate',
        summary: 'Heat, floods and air.',
        body: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      () => 'The body as text.',
    )
    expect(entry).toEqual({
      subtype: 'research-theme',
      title: 'Health in a changing climate',
      summary: 'Heat, floods and air.',
      date: null,
      body: 'Heat, floods and air. \n The body as text.',
    })
  })

  it('make divisions searchable, ranked first when their name has every word, and build their index entry', () => {
    expect(searchTypes).toContain('division')
    expect(titleFirstTypes).toEqual(expect.arrayContaining(['theme', 'person', 'division']))
    const entry = contentTypes.division.search.entry({
      id: 1,
      name: 'Environmental health',
      slug: 'environmental-health',
      summary: 'Air, water and heat.',
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    expect(entry).toEqual({
      subtype: 'division',
      title: 'Environmental health',
      summary: 'Air, water and heat.',
      date: null,
      body: 'Air, water and heat.',
    })
  })
})
