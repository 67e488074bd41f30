import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDrafts } from '@/cms/seed'
import { type EndpointName, ErrorBody, type Result, endpoints, leaderGroups, newsListings } from '@/lib/contract'

import { api, postJson } from '../support/api'

/**
 * The upstream contract, end to end through the route handlers, against a
 * freshly seeded database (SQLite, or PostgreSQL in the contract-postgres project).
 */

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const expectShape = <K extends EndpointName>(name: K, body: unknown) => endpoints[name].response.parse(body) as Result<K>

const expectError = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status).toBe(status)
  expect(ErrorBody.safeParse(response.body).success).toBe(true)
  expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/) // no stack traces
}

/**
 * How many published documents a visitor may read: as one, without access, so a story published ahead of its date
 * (embargoed: other files leave some behind, e.g. search-cache.test.ts) is not counted, as listings do not show it.
 */
const publishedCount = (collection: 'news' | 'events' | 'people' | 'publications' | 'protocols' | 'tenders', where = {}) =>
  payload
    .count({ collection, where: { and: [{ _status: { equals: 'published' } }, where] }, overrideAccess: false })
    .then((r) => r.totalDocs)

describe('every GET call answers in its contract shape', () => {
  const simple: [EndpointName, string][] = [
    ['items', '/api/items'],
    ['parentMenus', '/api/parent_menus'],
    ['sitemapParentMenus', '/api/sitemap_parent_menus'],
    ['quickLinks', '/api/quick_links'],
    ['awards', '/api/awards'],
    ['donates', '/api/donates'],
    ['achievements', '/api/achievements'],
    ['testimonials', '/api/testimonials'],
    ['carouselImages', '/api/carousel_images'],
    ['globalMarkers', '/api/global_markers'],
    ['collaborations', '/api/collaborations'],
    ['mostSearches', '/api/most_searches'],
    ['majorDonors', '/api/major_donors'],
    ['coreDonors', '/api/core_donors'],
    ['divisions', '/api/divisions'],
    ['highlightTopics', '/api/highlight_topics'],
    ['highlights', '/api/highlights'],
    ['indexEvents', '/api/index_events'],
    ['indexPressReleases', '/api/index_press_releases'],
    ['indexInTheNews', '/api/index_in_the_news'],
    ['indexNews', '/api/index_news'],
    ['countries', '/api/countries'],
  ]
  it.each(simple)('%s (%s) returns a non-empty list', async (name, path) => {
    const { status, body } = await api(path)
    expect(status).toBe(200)
    const parsed = expectShape(name, body) as { data: unknown[] }
    expect(parsed.data.length).toBeGreaterThan(0)
  })

  it('settings and front page settings', async () => {
    const settings = await api('/api/settings')
    expect(settings.status).toBe(200)
    expect(expectShape('settings', settings.body).data.productName).not.toBe('')
    const front = await api('/api/front_page_settings')
    expect(expectShape('frontPageSettings', front.body).data.heroTitle).not.toBe('')
  })

  it('menus by id (the footer menu of the settings) and by slug', async () => {
    const { body: settings } = await api('/api/settings')
    const footer = await api(`/api/menus/${settings.data.footerMenuId}`)
    expect(footer.status).toBe(200)
    expect(expectShape('menus', footer.body).location).toBe('footer')
    const header = await api('/api/menusBySlug/main-navigation')
    const menu = expectShape('menusBySlug', header.body)
    expect(menu.location).toBe('header')
    expect(menu.items.some((item) => item.children.length > 0)).toBe(true)
  })

  it('index teasers hold only their own types; index events are upcoming, soonest first', async () => {
    const press = expectShape('indexPressReleases', (await api('/api/index_press_releases')).body)
    expect(press.data.every((n) => n.type === 'press-release')).toBe(true)
    const itn = expectShape('indexInTheNews', (await api('/api/index_in_the_news')).body)
    expect(itn.data.every((n) => n.type === 'in-the-news')).toBe(true)
    const events = expectShape('indexEvents', (await api('/api/index_events')).body).data
    expect(events.every((e) => new Date(e.startsAt) >= new Date(Date.now() - 60_000))).toBe(true)
    expect(events.map((e) => e.startsAt)).toEqual([...events.map((e) => e.startsAt)].sort())
  })

  it('donors are split by tier', async () => {
    const major = expectShape('majorDonors', (await api('/api/major_donors')).body).data
    const core = expectShape('coreDonors', (await api('/api/core_donors')).body).data
    expect(major.every((d) => d.tier === 'major')).toBe(true)
    expect(core.every((d) => d.tier === 'core')).toBe(true)
  })
})

describe('records by slug', () => {
  it('an article is wrapped in `article`', async () => {
    const { status, body } = await api('/api/articles/about-us')
    expect(status).toBe(200)
    const { article } = expectShape('article', body)
    expect(article.slug).toBe('about-us')
    expect(article.body).toContain('<p')
  })

  it('a person is wrapped in `people`, with their publications', async () => {
    const list = expectShape('peoples', (await api('/api/peoples?perPage=100')).body)
    const withPublications = await Promise.all(list.data.slice(0, 10).map((p) => api(`/api/people/${p.slug}`)))
    for (const response of withPublications) {
      expect(response.status).toBe(200)
      expectShape('people', response.body)
    }
    expect(withPublications.some((r) => r.body.people.publications.length > 0)).toBe(true)
  })

  it('events: upcoming soonest first, past latest first, each carrying a known time zone', async () => {
    const now = Date.now()
    const upcoming = expectShape('events', (await api('/api/events?when=upcoming&perPage=100')).body).data
    const past = expectShape('events', (await api('/api/events?when=past&perPage=100')).body).data
    expect(upcoming.length).toBeGreaterThan(1)
    expect(past.length).toBeGreaterThan(1)
    expect(upcoming.every((e) => new Date(e.startsAt).getTime() >= now - 60_000)).toBe(true)
    expect(past.every((e) => new Date(e.startsAt).getTime() < now)).toBe(true)
    expect(upcoming.map((e) => e.startsAt)).toEqual([...upcoming.map((e) => e.startsAt)].sort())
    expect(past.map((e) => e.startsAt)).toEqual([...past.map((e) => e.startsAt)].sort().reverse())
    const all = expectShape('events', (await api('/api/events?perPage=100')).body)
    expect(all.total).toBe(upcoming.length + past.length)
    expect(all.data.every((e) => Intl.supportedValuesOf('timeZone').includes(e.timeZone))).toBe(true)
    expect(all.data.some((e) => e.timeZone === 'Asia/Dhaka')).toBe(true)
    expectError(await api('/api/events?when=tomorrow'), 400)
  })

  it('a tender by slug is the record the listing shows', async () => {
    const listed = expectShape('tenders', (await api('/api/tenders/all?perPage=1')).body).data[0]
    const { status, body } = await api(`/api/tender_by_slug/${listed.slug}`)
    expect(status).toBe(200)
    expect(expectShape('tenderBySlug', body)).toEqual(listed)
  })

  it('news and events by slug carry their id', async () => {
    const news = expectShape('newsEvents', (await api('/api/news_events/all?perPage=3')).body).data
    for (const item of news) {
      const { status, body } = await api(`/api/news_by_slug/${item.slug}`)
      expect(status).toBe(200)
      expect(expectShape('newsBySlug', body).id).toBe(item.id)
    }
    const events = expectShape('events', (await api('/api/events?perPage=3')).body).data
    for (const event of events) {
      const { status, body } = await api(`/api/event_by_slug/${event.slug}`)
      expect(status).toBe(200)
      expect(expectShape('eventBySlug', body).id).toBe(event.id)
    }
  })

  it('a protocol by slug', async () => {
    const list = expectShape('protocols', (await api('/api/protocols?perPage=1')).body)
    expect(list.total).toBe(await publishedCount('protocols'))
    const { status, body } = await api(`/api/protocol/${list.data[0].slug}`)
    expect(status).toBe(200)
    expect(expectShape('protocol', body).protocolNumber).toBe(list.data[0].protocolNumber)
  })

  it.each(leaderGroups)('leaders of %s, in their order', async (group) => {
    const { status, body } = await api(`/api/leaders/${group}`)
    expect(status).toBe(200)
    const { data } = expectShape('leaders', body)
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((l) => l.group === group)).toBe(true)
    expect(data.map((l) => l.order)).toEqual([...data.map((l) => l.order)].sort((a, b) => a - b))
  })

  it.each([
    '/api/articles/no-such-page',
    '/api/people/no-such-person',
    '/api/news_by_slug/no-such-story',
    '/api/event_by_slug/no-such-event',
    '/api/tender_by_slug/no-such-tender',
    '/api/protocol/no-such-protocol',
    '/api/leaders/no-such-group',
    '/api/tenders/no-such-listing',
    '/api/news_events/no-such-listing',
    '/api/in_the_news/news',
    '/api/menusBySlug/no-such-menu',
    '/api/menus/999999',
    '/api/mediaYear/no-such-listing',
    '/api/mediaResourceYear/no-such-category',
  ])('%s → 404 JSON', async (path) => {
    expectError(await api(path), 404)
  })
})

describe('paged lists', () => {
  it('news events: total, pages, the last page and a page past the end', async () => {
    const total = await publishedCount('news')
    expect(total).toBeGreaterThanOrEqual(60)
    const perPage = 10
    const lastPage = Math.ceil(total / perPage)
    const seen = new Set<number | string>()
    let previousDate = Infinity
    for (let page = 1; page <= lastPage; page++) {
      const { status, body } = await api(`/api/news_events/all?page=${page}&perPage=${perPage}`)
      expect(status).toBe(200)
      const result = expectShape('newsEvents', body)
      expect(result).toMatchObject({ total, perPage, currentPage: page, year: 0 })
      expect(result.data.length).toBe(page < lastPage ? perPage : total - perPage * (lastPage - 1))
      for (const item of result.data) {
        expect(seen.has(item.id)).toBe(false)
        seen.add(item.id)
        const date = new Date(item.publishedAt).getTime()
        expect(date).toBeLessThanOrEqual(previousDate) // newest first
        previousDate = date
      }
    }
    expect(seen.size).toBe(total)
    const past = expectShape('newsEvents', (await api(`/api/news_events/all?page=${lastPage + 1}&perPage=${perPage}`)).body)
    expect(past).toMatchObject({ data: [], total, currentPage: lastPage + 1 })
  })

  it('defaults are the spec’s: perPage 2, page 1, year 0', async () => {
    const result = expectShape('newsEvents', (await api('/api/news_events/all')).body)
    expect(result).toMatchObject({ perPage: 2, currentPage: 1, year: 0 })
    expect(result.data).toHaveLength(2)
  })

  it.each(Object.entries(newsListings))('listing %s holds only its types', async (slug, types) => {
    const result = expectShape('newsEvents', (await api(`/api/news_events/${slug}?perPage=100`)).body)
    expect(result.total).toBe(await publishedCount('news', { type: { in: [...types] } }))
    expect(result.data.every((n) => types.includes(n.type))).toBe(true)
    expect(result.data.every((n) => n.url === `/${n.section}/${n.slug}`)).toBe(true)
  })

  it('in-the-news and blog listings', async () => {
    for (const [slug, type] of [
      ['in-the-news', 'in-the-news'],
      ['blog', 'blog'],
    ] as const) {
      const result = expectShape('inTheNews', (await api(`/api/in_the_news/${slug}?perPage=100`)).body)
      expect(result.total).toBeGreaterThan(0)
      expect(result.data.every((n) => n.type === type)).toBe(true)
    }
  })

  it('the year filter keeps one year, and the years add up to the whole', async () => {
    const years = expectShape('mediaYear', (await api('/api/mediaYear/all')).body).data
    expect(years.length).toBeGreaterThanOrEqual(3)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    let sum = 0
    for (const year of years) {
      const result = expectShape('newsEvents', (await api(`/api/news_events/all?year=${year}&perPage=100`)).body)
      expect(result.year).toBe(year)
      expect(result.data.every((n) => n.year === year)).toBe(true)
      sum += result.total
    }
    expect(sum).toBe(await publishedCount('news'))
  })

  it('the search filter matches title or summary', async () => {
    const all = expectShape('newsEvents', (await api('/api/news_events/all?perPage=1')).body).total
    const result = expectShape('newsEvents', (await api('/api/news_events/all?search=malaria&perPage=100')).body)
    expect(result.total).toBeGreaterThan(0)
    expect(result.total).toBeLessThan(all)
    expect(result.data.every((n) => `${n.title} ${n.summary}`.toLowerCase().includes('malaria'))).toBe(true)
    const none = expectShape('newsEvents', (await api('/api/news_events/all?search=zzqxnotaword')).body)
    expect(none).toMatchObject({ data: [], total: 0 })
  })

  it('events, people, publications, tenders and protocols page the same way', async () => {
    const cases = [
      ['events', '/api/events', await publishedCount('events')],
      ['peoples', '/api/peoples', await publishedCount('people', { isResearcher: { not_equals: false } })],
      ['centralPublications', '/api/central_publications', await publishedCount('publications')],
      ['tenders', '/api/tenders/all', await publishedCount('tenders')],
      ['protocols', '/api/protocols', await publishedCount('protocols')],
    ] as const
    for (const [name, path, total] of cases) {
      const first = expectShape(name, (await api(`${path}?perPage=5`)).body)
      expect(first).toMatchObject({ total, perPage: 5, currentPage: 1 })
      expect(first.data).toHaveLength(Math.min(5, total))
      const last = Math.ceil(total / 5)
      const lastPage = expectShape(name, (await api(`${path}?perPage=5&page=${last}`)).body)
      expect(lastPage.data).toHaveLength(total - 5 * (last - 1))
    }
    expect(await publishedCount('events')).toBeGreaterThanOrEqual(20)
    expect(await publishedCount('people')).toBeGreaterThanOrEqual(40)
    expect(await publishedCount('publications')).toBeGreaterThanOrEqual(80)
    expect(await publishedCount('protocols')).toBeGreaterThanOrEqual(15)
    expect(await publishedCount('tenders')).toBeGreaterThanOrEqual(12)
  })

  it('tenders filter by status; publications by year', async () => {
    const open = expectShape('tenders', (await api('/api/tenders/open?perPage=100')).body)
    // Open as visitors see it: an open tender past its closing date counts as closed.
    const openNow = { and: [{ status: { equals: 'open' } }, { closesAt: { greater_than_equal: new Date().toISOString() } }] }
    expect(open.total).toBe(await publishedCount('tenders', openNow))
    expect(open.data.every((t) => t.status === 'open')).toBe(true)
    const pubs = expectShape('centralPublications', (await api('/api/central_publications?year=2025&perPage=100')).body)
    expect(pubs.total).toBeGreaterThan(0)
    expect(pubs.data.every((p) => p.year === 2025)).toBe(true)
  })

  it("the researchers list leaves out other staff and follows the editors' order", async () => {
    const { docs: staff } = await payload.find({ collection: 'people', where: { isResearcher: { equals: false } }, limit: 100, depth: 0 })
    expect(staff.length).toBeGreaterThan(0)
    const listed = expectShape('peoples', (await api('/api/peoples?perPage=100')).body).data
    expect(listed.map((p) => p.slug)).not.toEqual(expect.arrayContaining([staff[0].slug]))
    const { docs: ordered } = await payload.find({
      collection: 'people',
      where: { id: { in: listed.map((p) => p.id) } },
      limit: 100,
      depth: 0,
    })
    const orderOf = new Map(ordered.map((p) => [p.id, p.order ?? 0]))
    const orders = listed.map((p) => orderOf.get(Number(p.id)) ?? 0)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('people filter by division', async () => {
    const divisions = expectShape('divisions', (await api('/api/divisions')).body).data
    expect(divisions.length).toBeGreaterThanOrEqual(5)
    const result = expectShape('peoples', (await api(`/api/peoples?division=${divisions[0].slug}&perPage=100`)).body)
    expect(result.total).toBeGreaterThan(0)
    expect(result.data.every((p) => p.division?.slug === divisions[0].slug)).toBe(true)
  })
})

describe('bad input gets 400 JSON, never a 500', () => {
  it.each([
    '/api/news_events/all?page=0',
    '/api/news_events/all?page=abc',
    '/api/news_events/all?page=1.5',
    '/api/news_events/all?perPage=-1',
    '/api/news_events/all?perPage=1000000',
    '/api/news_events/all?perPage=0',
    '/api/news_events/all?year=abc',
    '/api/news_events/all?year=1800',
    `/api/news_events/all?search=${'x'.repeat(10_000)}`,
    '/api/in_the_news/blog?page=-3',
    '/api/events?perPage=abc',
    '/api/tenders/open?page=0',
    '/api/central_publications?year=20x5',
    '/api/peoples?division=Not%20A%20Slug',
    `/search?query=${'y'.repeat(10_000)}`,
    '/api/articles/Not%20A%20Slug',
    '/api/people/..%2F..%2Fetc',
    `/api/news_by_slug/${'a'.repeat(300)}`,
    '/api/event_by_slug/UPPER-case',
    '/api/menus/abc',
    '/api/menus/0',
    '/api/protocol/bad_slug',
  ])('%s', async (path) => {
    expectError(await api(path), 400)
  })
})

describe('drafts are never public', () => {
  it('a draft is 404 by slug', async () => {
    expectError(await api(`/api/news_by_slug/${seedDrafts.news}`), 404)
    expectError(await api(`/api/event_by_slug/${seedDrafts.event}`), 404)
    expectError(await api(`/api/people/${seedDrafts.person}`), 404)
    expectError(await api(`/api/articles/${seedDrafts.article}`), 404)
  })

  it('the drafts exist, yet no listing or search shows them', async () => {
    const draft = await payload.find({
      collection: 'news',
      where: { slug: { equals: seedDrafts.news } },
      draft: true,
      overrideAccess: true,
    })
    expect(draft.docs).toHaveLength(1)
    const listing = expectShape('newsEvents', (await api('/api/news_events/all?perPage=100')).body)
    expect(listing.data.some((n) => n.slug === seedDrafts.news)).toBe(false)
    const search = expectShape('search', (await api('/search?query=Embargoed&perPage=100')).body)
    expect(search.data.some((r) => r.url.endsWith(seedDrafts.news))).toBe(false)
    const events = expectShape('events', (await api('/api/events?perPage=100')).body)
    expect(events.data.some((e) => e.slug === seedDrafts.event)).toBe(false)
  })
})

describe('site search (GET /search?query=)', () => {
  it('finds content of several types and pages the results', async () => {
    const result = expectShape('search', (await api('/search?query=vaccine&perPage=5')).body)
    expect(result.query).toBe('vaccine')
    expect(result.total).toBeGreaterThan(5)
    expect(result.data).toHaveLength(5)
    const page2 = expectShape('search', (await api('/search?query=vaccine&perPage=5&page=2')).body)
    expect(page2.data.map((r) => r.url)).not.toEqual(result.data.map((r) => r.url))
  })

  it('an empty query gives no results, not an error', async () => {
    const result = expectShape('search', (await api('/search')).body)
    expect(result).toMatchObject({ data: [], total: 0 })
  })
})

describe('POST /api/form-submit', () => {
  const count = () => payload.count({ collection: 'form-submissions', overrideAccess: true }).then((r) => r.totalDocs)

  it('stores a valid contact message and answers with a receipt', async () => {
    const before = await count()
    const { status, body } = await postJson('/api/form-submit', {
      form: 'contact',
      name: 'Ada Test',
      email: 'Ada.Test@Example.org',
      topic: 'general',
      message: 'Hello, this is a test message.',
    })
    expect(status).toBe(201)
    const { data } = expectShape('formSubmit', body)
    expect(data.form).toBe('contact')
    expect(data.message).toMatch(/thank you/i)
    expect(await count()).toBe(before + 1)
  })

  it.each([
    ['not JSON', '{"form": ', 400],
    ['an array', '[1,2,3]', 400],
    ['a string', '"hello"', 400],
    ['null', 'null', 400],
    ['too large', JSON.stringify({ form: 'contact', message: 'x'.repeat(70_000) }), 413],
  ] as const)('%s is refused and nothing is stored', async (_, raw, status) => {
    const before = await count()
    expectError(await postJson('/api/form-submit', raw), status)
    expect(await count()).toBe(before)
  })
})

describe('POST /api/receive-routes', () => {
  const routes = ['/', '/news-blogs', '/people/:slug', '/:slug2/:slug', '/events/:slug']
  const stored = () => payload.count({ collection: 'route-patterns', overrideAccess: true }).then((r) => r.totalDocs)

  it('stores each distinct list once, whatever its order or repeats', async () => {
    const first = await postJson('/api/receive-routes', { routes })
    expect(first.status).toBe(201)
    expect(expectShape('receiveRoutes', first.body).stored).toBe(routes.length)
    const after = await stored()
    await postJson('/api/receive-routes', { routes })
    await postJson('/api/receive-routes', { routes: [...routes].reverse() })
    await postJson('/api/receive-routes', { routes: [...routes, ...routes] })
    expect(await stored()).toBe(after)
    const { docs } = await payload.find({ collection: 'route-patterns', sort: '-lastReportedAt', limit: 1, overrideAccess: true })
    expect(docs[0].routes).toEqual([...routes].sort())
  })

  it("takes the site's own route table", async () => {
    const { routePatterns } = await import('@/lib/routes')
    expect((await postJson('/api/receive-routes', { routes: routePatterns })).status).toBe(201)
  })

  it.each([
    ['no routes field', { paths: ['/'] }],
    ['routes not an array', { routes: '/' }],
    ['empty routes', { routes: [] }],
    ['a route without a slash', { routes: ['news'] }],
    ['a route with spaces', { routes: ['/a b'] }],
    ['a query string', { routes: ['/news?x=1'] }],
    ['markup', { routes: ['/<script>alert(1)</script>'] }],
    ['SQL', { routes: ["/' or 1=1 --"] }],
    ['upper case', { routes: ['/NEWS'] }],
    ['a double slash', { routes: ['//evil.example'] }],
    ['a trailing slash', { routes: ['/news/'] }],
    ['an overlong pattern', { routes: [`/${'a'.repeat(200)}`] }],
    ['a list longer than any route table', { routes: Array.from({ length: 101 }, (_, i) => `/page-${i}`) }],
    ['numbers', { routes: [1, 2] }],
  ])('%s → 400, nothing stored', async (_, body) => {
    const before = await stored()
    const response = await postJson('/api/receive-routes', body)
    expectError(response, 400)
    expect(response.body.error.message).toMatch(/routes/)
    expect(await stored()).toBe(before)
  })

  it('one client is stopped after the limit (429): no more of its lists are stored', async () => {
    const client = '203.0.113.77'
    const before = await stored()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await postJson('/api/receive-routes', { routes: [`/junk-${i}`] }, client)).status)
    // RATE_LIMIT_ROUTES, by default 30 a minute.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201))
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
    expect(await stored()).toBe(before + 30)
    // Another client is not affected.
    expect((await postJson('/api/receive-routes', { routes })).status).toBe(201)
  })
})
