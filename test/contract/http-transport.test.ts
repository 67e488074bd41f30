import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type EndpointName, ErrorBody } from '@/lib/contract'
import { httpTransport } from '@/lib/upstream/http'
import { localTransport } from '@/lib/upstream/local'
import { UpstreamNotFound } from '@/lib/upstream/transport'

import { type RunningServer, startProductionServer } from '../support/server'

/**
 * The same contract over real HTTP: a production server (`next start`) on the
 * seeded test database, read through the http transport, must give exactly
 * what the local (in-process) transport gives.
 */

let server: RunningServer
const sentHeaders: Headers[] = []
let http: ReturnType<typeof httpTransport>

beforeAll(async () => {
  server = await startProductionServer({ ...(process.env as Record<string, string>) })
  http = httpTransport(server.url, (input, init) => {
    sentHeaders.push(new Headers(init?.headers))
    return fetch(input, init)
  })
})

afterAll(async () => {
  await server?.stop()
})

const calls: [EndpointName, Record<string, string>, Record<string, string>][] = [
  ['items', {}, {}],
  ['menusBySlug', { slug: 'main-navigation' }, {}],
  ['parentMenus', {}, {}],
  ['sitemapParentMenus', {}, {}],
  ['quickLinks', {}, {}],
  ['awards', {}, {}],
  ['donates', {}, {}],
  ['achievements', {}, {}],
  ['testimonials', {}, {}],
  ['carouselImages', {}, {}],
  ['globalMarkers', {}, {}],
  ['collaborations', {}, {}],
  ['mostSearches', {}, {}],
  ['majorDonors', {}, {}],
  ['coreDonors', {}, {}],
  ['peoples', {}, { page: '2', perPage: '7' }],
  ['divisions', {}, {}],
  ['frontPageSettings', {}, {}],
  ['highlightTopics', {}, {}],
  ['article', { slug: 'about-us' }, {}],
  ['newsEvents', { slug: 'news' }, { page: '2', perPage: '10' }],
  ['newsEvents', { slug: 'all' }, { year: '2025', search: 'vaccine', perPage: '50' }],
  ['inTheNews', { slug: 'in-the-news' }, {}],
  ['highlights', {}, {}],
  ['indexEvents', {}, {}],
  ['indexPressReleases', {}, {}],
  ['indexInTheNews', {}, {}],
  ['indexNews', {}, {}],
  ['centralPublications', {}, { page: '3', perPage: '10' }],
  ['events', {}, { perPage: '5' }],
  ['tenders', { slug: 'all' }, { perPage: '20' }],
  ['leaders', { slug: 'board-of-trustees' }, {}],
  ['protocols', {}, { perPage: '4' }],
  ['mediaResourceYear', { id: 'all' }, {}],
  ['mediaYear', { id: 'news' }, {}],
  ['settings', {}, {}],
  ['countries', {}, {}],
  ['search', {}, { query: 'malaria', perPage: '20' }],
  ['researchThemes', {}, {}],
  ['researchTheme', { slug: 'data-for-health' }, {}],
  ['division', { slug: 'environmental-health' }, {}],
  ['fieldSite', { slug: 'delta-field-site' }, {}],
  ['peoples', {}, { division: 'infectious-diseases', expertise: 'data-for-health', perPage: '50' }],
]

describe('http transport against next start', () => {
  it.each(calls)('%s %j %j returns what the local transport returns', async (name, params, query) => {
    const [overHttp, inProcess] = await Promise.all([http.get(name, params, query), localTransport.get(name, params, query)])
    expect(overHttp).toEqual(inProcess)
  })

  it('records by slug match, found from the listings', async () => {
    const news = await localTransport.get('newsEvents', { slug: 'all' }, { perPage: '1' })
    const person = await localTransport.get('peoples', {}, { perPage: '1' })
    const event = await localTransport.get('events', {}, { perPage: '1' })
    const protocol = await localTransport.get('protocols', {}, { perPage: '1' })
    const settings = await localTransport.get('settings', {}, {})
    const pairs: [EndpointName, Record<string, string>][] = [
      ['newsBySlug', { slug: news.data[0].slug }],
      ['people', { slug: person.data[0].slug }],
      ['eventBySlug', { slug: event.data[0].slug }],
      ['protocol', { slug: protocol.data[0].slug }],
      ['menus', { id: String(settings.data.footerMenuId) }],
    ]
    for (const [name, params] of pairs) expect(await http.get(name, params, {})).toEqual(await localTransport.get(name, params, {}))
  })

  it('a missing record is UpstreamNotFound on both transports', async () => {
    await expect(http.get('newsBySlug', { slug: 'no-such-story' }, {})).rejects.toBeInstanceOf(UpstreamNotFound)
    await expect(localTransport.get('newsBySlug', { slug: 'no-such-story' }, {})).rejects.toBeInstanceOf(UpstreamNotFound)
  })

  it('every request carries X-Requested-With: XMLHttpRequest', () => {
    expect(sentHeaders.length).toBeGreaterThan(calls.length)
    expect(sentHeaders.every((h) => h.get('x-requested-with') === 'XMLHttpRequest')).toBe(true)
  })
})

describe('the server itself', () => {
  it('/search answers JSON to script requests and the page to others', async () => {
    const json = await fetch(`${server.url}/search?query=malaria`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    expect(json.headers.get('content-type')).toContain('application/json')
    expect((await json.json()).query).toBe('malaria')
    const page = await fetch(`${server.url}/search?q=malaria`)
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it('unknown API calls and bad input are JSON errors, not HTML or 500s', async () => {
    for (const [path, status] of [
      ['/api/no-such-call', 404],
      ['/api/news_events/news?page=0', 400],
      ['/api/news_events/news?perPage=1000000', 400],
      ['/api/people/No%20Such', 400],
      ['/api/people/no-such-person', 404],
    ] as const) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(status)
      expect(ErrorBody.safeParse(await response.json()).success, path).toBe(true)
    }
  })

  it('POST bodies: oversized → 413, not an object → 400', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/form-submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect((await post(JSON.stringify({ message: 'x'.repeat(100_000) }))).status).toBe(413)
    expect((await post('[]')).status).toBe(400)
  })

  it('the CMS REST API lives under /cms/api, not /api', async () => {
    const response = await fetch(`${server.url}/cms/api/globals/settings`)
    expect(response.status).toBe(200)
    expect((await fetch(`${server.url}/api/globals/settings`)).status).toBe(404)
  })
})
