import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type EndpointName, ErrorBody, type Result, endpoints } from '@/lib/contract'

import { api } from '../support/api'

/**
 * The research layer's calls (themes, divisions, field sites, the researchers
 * filtered by theme) against the seeded database: what each page lists is
 * exactly what editors tagged, and bad or unknown slugs are clear 4xx.
 */

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const expectShape = <K extends EndpointName>(name: K, body: unknown) => endpoints[name].response.parse(body) as Result<K>

async function get<K extends EndpointName>(name: K, path: string) {
  const { status, body } = await api(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return expectShape(name, body)
}

/** The ids of what a relationship field of a document holds, as the CMS stores it. */
async function related(collection: 'people' | 'news' | 'protocols' | 'events' | 'publications', id: number | string, field: string) {
  const doc = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  const value = doc[field]
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'object' && v !== null && 'id' in v ? v.id : v))
}

describe('research themes', () => {
  it('are listed with their pages', async () => {
    const { data } = await get('researchThemes', '/api/research_themes')
    expect(data.length).toBeGreaterThanOrEqual(6)
    for (const theme of data) expect(theme.url).toBe(`/research/${theme.slug}`)
  })

  it('a theme lists exactly the published people and work tagged with it', async () => {
    const { data: themes } = await get('researchThemes', '/api/research_themes')
    const { data: theme } = await get('researchTheme', `/api/research_themes/${themes[0].slug}`)
    expect(theme.title).toBe(themes[0].title)
    expect(theme.body).toContain('<p>')
    const { related: work } = theme
    for (const key of ['people', 'news', 'publications', 'protocols', 'events'] as const) expect(work[key].length, key).toBeGreaterThan(0)
    for (const [collection, list] of [
      ['people', work.people],
      ['news', work.news],
      ['publications', work.publications],
      ['protocols', work.protocols],
      ['events', work.events],
    ] as const) {
      for (const item of list) expect(await related(collection, item.id, 'themes'), `${collection} ${item.id}`).toContain(theme.id)
    }
    const tagged = await payload.count({
      collection: 'people',
      where: { and: [{ themes: { contains: theme.id } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    })
    expect(work.people).toHaveLength(tagged.totalDocs)
  })

  it('our researchers filter by theme (expertise), alone and with a division', async () => {
    const { data: themes } = await get('researchThemes', '/api/research_themes')
    const dataTheme = themes.find((t) => t.slug === 'data-for-health')
    expect(dataTheme).toBeDefined()
    const byTheme = await get('peoples', '/api/peoples?expertise=data-for-health&perPage=100')
    expect(byTheme.total).toBeGreaterThan(0)
    for (const person of byTheme.data) expect(await related('people', person.id, 'themes')).toContain(dataTheme?.id)
    const both = await get('peoples', '/api/peoples?expertise=data-for-health&division=infectious-diseases&perPage=100')
    expect(both.total).toBeGreaterThan(0)
    expect(both.total).toBeLessThan(byTheme.total)
    expect(both.data.every((p) => p.division?.slug === 'infectious-diseases')).toBe(true)
    const none = await get('peoples', '/api/peoples?expertise=no-such-theme&perPage=100')
    expect(none.total).toBe(0)
  })
})

describe('divisions and field sites', () => {
  it('a division lists its people and work', async () => {
    const { data: division } = await get('division', '/api/divisions/infectious-diseases')
    expect(division.url).toBe('/divisions/infectious-diseases')
    expect(division.related.people.length).toBeGreaterThan(1)
    for (const list of [division.related.people, division.related.news, division.related.publications, division.related.protocols]) {
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((item) => item.division?.slug === 'infectious-diseases')).toBe(true)
    }
  })

  it('field sites are listed with their pages, and a site lists the people and work tagged with it', async () => {
    const { data: sites } = await get('globalMarkers', '/api/global_markers')
    const site = sites.find((s) => s.url === '/field-sites/coastal-field-station')
    expect(site).toBeDefined()
    const { data: detail } = await get('fieldSite', '/api/field_sites/coastal-field-station')
    expect(detail.country).toBe('Kenya')
    expect(detail.description).toContain('<p>')
    expect(detail.related.people.length).toBeGreaterThan(0)
    expect(detail.related.protocols.length).toBeGreaterThan(0)
    // Papers are not tagged with field sites.
    expect(detail.related.publications).toEqual([])
    for (const person of detail.related.people) expect(await related('people', person.id, 'fieldSites')).toContain(detail.id)
  })

  it('a person names their themes and field sites, each with its page', async () => {
    const { data: site } = await get('fieldSite', '/api/field_sites/coastal-field-station')
    const { people } = await get('people', `/api/people/${site.related.people[0].slug}`)
    expect(people.fieldSites.map((f) => f.url)).toContain('/field-sites/coastal-field-station')
    expect(people.themes.length).toBeGreaterThan(0)
    for (const theme of people.themes) expect(theme.url).toBe(`/research/${theme.slug}`)
  })
})

describe('unknown and bad slugs', () => {
  it.each(['/api/research_themes/no-such-theme', '/api/divisions/no-such-division', '/api/field_sites/no-such-site'])(
    '%s is 404',
    async (path) => {
      const { status, body } = await api(path)
      expect(status).toBe(404)
      expect(ErrorBody.safeParse(body).success).toBe(true)
    },
  )

  it.each([
    '/api/research_themes/Not%20A%20Slug',
    '/api/divisions/UPPER',
    '/api/field_sites/bad_slug',
    '/api/peoples?expertise=Not%20A%20Slug',
  ])('%s is 400', async (path) => {
    const { status, body } = await api(path)
    expect(status).toBe(400)
    expect(ErrorBody.safeParse(body).success).toBe(true)
  })
})

describe('the registry puts the research pages in the sitemap and themes in search', () => {
  it('sitemap entries name every theme, division and field site', async () => {
    const { data } = await get('sitemapEntries', '/api/sitemap_entries')
    const urls = data.map((e) => e.url)
    expect(urls).toContain('/research/beating-infectious-diseases')
    expect(urls).toContain('/divisions/infectious-diseases')
    expect(urls).toContain('/field-sites/coastal-field-station')
  })

  it('site search finds a theme under its own filter', async () => {
    const { status, body } = await api('/search?query=infectious&type=theme', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
    expect(status).toBe(200)
    const result = expectShape('search', body)
    expect(result.data.map((r) => r.url)).toContain('/research/beating-infectious-diseases')
  })
})
