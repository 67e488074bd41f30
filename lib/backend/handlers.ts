import type { CollectionSlug, Payload, Where } from 'payload'

import {
  type EndpointName,
  allHomeSections,
  inTheNewsListings,
  leaderGroups,
  mediaResourceCategories,
  newsListings,
  notFound,
  type NewsType,
  type PagedYearQuery,
} from '../contract'
import type * as CMS from '../../cms/payload-types'
import { sitemapTypes } from '../../content'
import { collapseRedirects } from '../redirects'
import { cms } from './cms'
import { image, meta } from '../../content/map'
import { contentClockBound, contentHandlers, contentReads } from '../../content/server'
import * as map from './map'
import { readOptions } from './preview'
import { type Handler, type Source, findOne, list, page, yearRange } from './read'
import { submitForm } from './forms'
import { mostSearched, renderingClient, searchSite } from './search'
import { storeReportedRoutes } from './routeReports'
import { captchaChallenge, issueProof, verifyStaff } from './staffVerification'
import { confirmSubscription, unsubscribe } from './subscription'

/**
 * The built-in backend: one function per contract call, reading the CMS with
 * the public's access rights (published documents only, never overriding
 * access), or a previewing editor's (lib/backend/preview.ts).
 */

export type Handlers = { [K in EndpointName]: Handler<K> }

async function newsPage(types: readonly NewsType[], query: PagedYearQuery) {
  const { docs, paging } = await page(
    'news',
    query,
    [{ type: { in: [...types] } }, ...yearRange('publishedAt', query.year)],
    '-publishedAt',
  )
  return { data: (docs as CMS.News[]).map(map.newsSummary), ...paging, year: query.year }
}

async function latestNews(types: NewsType[], limit?: number) {
  const payload = await cms()
  const count = limit ?? (await frontPage(payload)).newsCount ?? 4
  const { docs } = await payload.find({
    collection: 'news',
    where: { type: { in: types } },
    sort: '-publishedAt',
    limit: count,
    depth: 1,
    ...readOptions(),
  })
  return { data: docs.map(map.newsSummary) }
}

// Depth 1: the SEO image of the home page is a media document.
const frontPage = (payload: Payload) => payload.findGlobal({ slug: 'front-page-settings', depth: 1, ...readOptions() })

const listing = <T>(table: Record<string, T>, slug: string, what: string): T => {
  if (!Object.hasOwn(table, slug)) throw notFound(what)
  return table[slug]
}

async function years(collection: 'news' | 'media-resources', where: Where, field: 'publishedAt' | 'year') {
  const docs = (await list(collection, where, 0)) as { publishedAt?: string; year?: number }[]
  const values = docs.map((d) => (field === 'year' ? Number(d.year) : new Date(d.publishedAt as string).getUTCFullYear()))
  return { data: [...new Set(values)].sort((a, b) => b - a) }
}

const plain =
  <T, R>(collection: CollectionSlug, mapper: (doc: T) => R, where: Where = {}) =>
  async () => ({
    data: ((await list(collection, where)) as T[]).map(mapper),
  })

const str = (v: string | null | undefined) => v ?? ''

export const handlers: Handlers = {
  // Each content type's own calls (content/<type>/server.ts).
  ...contentHandlers,

  items: plain('items', (d: CMS.Item) => ({ id: d.id, title: d.title, summary: d.summary, url: d.url, image: image(d.image) })),

  menus: async ({ params }) => map.menu(await findOne('menus', { id: { equals: params.id } }, 'The menu')),

  menusBySlug: async ({ params }) => map.menu(await findOne('menus', { slug: { equals: params.slug } }, 'The menu')),

  async parentMenus() {
    const menus = await list('menus', { location: { equals: 'header' } })
    return { data: menus.flatMap((m) => map.menu(m).items) }
  },

  sitemapParentMenus: plain('menus', map.menu, { location: { equals: 'sitemap' } }),
  quickLinks: plain('quick-links', (d: CMS.QuickLink) => ({ id: d.id, label: d.label, url: d.url })),
  awards: plain('awards', (d: CMS.Award) => ({
    id: d.id,
    title: d.title,
    year: d.year,
    recipient: d.recipient,
    summary: str(d.summary),
    image: image(d.image),
  })),
  donates: plain('donates', (d: CMS.Donate) => ({ id: d.id, title: d.title, summary: d.summary, url: d.url, image: image(d.image) })),
  achievements: plain('achievements', (d: CMS.Achievement) => ({ id: d.id, value: d.value, label: d.label, summary: str(d.summary) })),
  testimonials: plain('testimonials', (d: CMS.Testimonial) => ({
    id: d.id,
    quote: d.quote,
    name: d.name,
    role: str(d.role),
    photo: image(d.photo),
  })),

  async carouselImages() {
    const docs = (await list('carousel-images')) as CMS.CarouselImage[]
    return {
      data: docs.flatMap((d) => {
        const picture = image(d.image)
        return picture ? [{ id: d.id, title: d.title, caption: str(d.caption), url: d.url || null, image: picture }] : []
      }),
    }
  },

  globalMarkers: plain('global-markers', map.fieldSite),
  collaborations: plain('collaborations', (d: CMS.Collaboration) => ({
    id: d.id,
    name: d.name,
    url: d.url || null,
    logo: image(d.logo),
    summary: str(d.summary),
  })),
  mostSearches: async () => ({ data: await mostSearched() }),
  majorDonors: plain('donors', donor, { tier: { equals: 'major' } }),
  coreDonors: plain('donors', donor, { tier: { equals: 'core' } }),

  /** The researchers list: people marked as researchers, in the editors' order, then by name. */
  async peoples({ query }) {
    const where: Where[] = [{ isResearcher: { not_equals: false } }]
    if (query.division) where.push({ 'division.slug': { equals: query.division } })
    if (query.expertise) where.push({ 'themes.slug': { equals: query.expertise } })
    const { docs, paging } = await page('people', query, where, ['order', 'name'], ['name', 'position', 'summary'])
    return { data: (docs as CMS.Person[]).map(map.personSummary), ...paging }
  },

  divisions: plain('divisions', map.division),

  async frontPageSettings() {
    const g = await frontPage(await cms())
    return {
      data: {
        heroTitle: g.heroTitle,
        heroSummary: str(g.heroSummary),
        newsCount: g.newsCount ?? 4,
        eventsCount: g.eventsCount ?? 3,
        // Missing only where no list was ever stored. A list cleared and one saved empty read the same,
        // so an empty list stays empty: editors may want the heading alone.
        sections: g.sections ?? allHomeSections,
        meta: meta(g.meta),
      },
    }
  },

  highlightTopics: plain('highlight-topics', (d: CMS.HighlightTopic) => ({
    id: d.id,
    slug: d.slug,
    title: d.title,
    summary: d.summary,
    url: d.url,
    image: image(d.image),
  })),

  article: async ({ params }) => ({ article: map.page(await findOne('pages', { slug: { equals: params.slug } }, 'The page')) }),

  form: async ({ params }) => ({ data: map.publicForm(await findOne('forms', { slug: { equals: params.slug } }, 'The form')) }),

  async people({ params }) {
    const person = await findOne('people', { slug: { equals: params.slug } }, 'The person')
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'publications',
      where: { authors: { contains: person.id } },
      sort: '-publishedAt',
      limit: 20,
      depth: 1,
      ...readOptions(),
    })
    return { people: map.personDetail(person, docs) }
  },

  newsBySlug: async ({ params }) => map.newsDetail(await findOne('news', { slug: { equals: params.slug } }, 'The story')),

  eventBySlug: async ({ params }) => map.eventDetail(await findOne('events', { slug: { equals: params.slug } }, 'The event')),

  newsEvents: ({ params, query }) => newsPage(listing(newsListings, params.slug, 'The news listing'), query),
  inTheNews: ({ params, query }) => newsPage(listing(inTheNewsListings, params.slug, 'The listing'), query),

  highlights: plain('highlights', (d: CMS.Highlight) => ({
    id: d.id,
    title: d.title,
    summary: d.summary,
    url: d.url,
    image: image(d.image),
  })),

  async indexEvents() {
    const payload = await cms()
    const { eventsCount } = await frontPage(payload)
    const { docs } = await payload.find({
      collection: 'events',
      where: { startsAt: { greater_than_equal: new Date().toISOString() } },
      sort: 'startsAt',
      limit: eventsCount ?? 3,
      depth: 1,
      ...readOptions(),
    })
    return { data: docs.map(map.eventSummary) }
  },

  indexPressReleases: () => latestNews(['press-release']),
  indexInTheNews: () => latestNews(['in-the-news']),
  indexNews: () => latestNews(['news', 'blog', 'feature']),

  async centralPublications({ query }) {
    const { docs, paging } = await page('publications', query, yearRange('publishedAt', query.year), '-publishedAt', [
      'title',
      'authorList',
      'journal',
      'abstract',
    ])
    return { data: (docs as CMS.Publication[]).map(map.publicationSummary), ...paging }
  },

  async events({ query }) {
    const now = new Date().toISOString()
    const { docs, paging } =
      query.when === 'upcoming'
        ? await page('events', query, [{ startsAt: { greater_than_equal: now } }], 'startsAt')
        : query.when === 'past'
          ? await page('events', query, [{ startsAt: { less_than: now } }], '-startsAt')
          : await page('events', query, [], '-startsAt')
    return { data: (docs as CMS.Event[]).map(map.eventSummary), ...paging }
  },

  async leaders({ params }) {
    if (!(leaderGroups as readonly string[]).includes(params.slug)) throw notFound('The leadership group')
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'leaders',
      where: { group: { equals: params.slug } },
      sort: 'order',
      pagination: false,
      depth: 1,
      ...readOptions(),
    })
    return { data: docs.map(map.leader) }
  },

  protocol: async ({ params }) => map.protocolDetail(await findOne('protocols', { slug: { equals: params.slug } }, 'The protocol')),

  async protocols({ query }) {
    const { docs, paging } = await page('protocols', query, [], '-approvedAt', ['title', 'protocolNumber', 'summary'])
    return { data: (docs as CMS.Protocol[]).map(map.protocolSummary), ...paging }
  },

  mediaYear: ({ params }) => years('news', { type: { in: [...listing(newsListings, params.id, 'The news listing')] } }, 'publishedAt'),

  mediaResourceYear: ({ params }) => {
    if (params.id !== 'all' && !(mediaResourceCategories as readonly string[]).includes(params.id)) throw notFound('The resource category')
    return years('media-resources', params.id === 'all' ? {} : { category: { equals: params.id } }, 'year')
  },

  async settings() {
    // Depth 1: the logo is a media document.
    const g = await (await cms()).findGlobal({ slug: 'settings', depth: 1, ...readOptions() })
    return {
      data: {
        productName: g.productName,
        logo: image(g.logo),
        tagline: str(g.tagline),
        description: str(g.description),
        contact: { email: str(g.contact?.email), phone: str(g.contact?.phone), address: str(g.contact?.address) },
        social: (g.social ?? []).map((s) => ({ network: s.network, url: s.url })),
        footerMenuId: typeof g.footerMenu === 'object' ? (g.footerMenu?.id ?? null) : (g.footerMenu ?? null),
      },
    }
  },

  countries: plain('countries', (d: CMS.Country) => ({ id: d.id, name: d.name, code: d.code })),

  researchThemes: plain('research-themes', map.themeSummary),

  async researchTheme({ params }) {
    const theme = await findOne('research-themes', { slug: { equals: params.slug } }, 'The research theme')
    const tagged: Where = { themes: { contains: theme.id } }
    return {
      data: map.themeDetail(
        theme,
        await relatedWork({ people: tagged, news: tagged, publications: tagged, protocols: tagged, events: tagged }),
      ),
    }
  },

  async division({ params }) {
    const division = await findOne('divisions', { slug: { equals: params.slug } }, 'The division')
    const inDivision: Where = { division: { equals: division.id } }
    return {
      data: map.divisionDetail(
        division,
        await relatedWork({ people: inDivision, news: inDivision, publications: inDivision, protocols: inDivision, events: inDivision }),
      ),
    }
  },

  async fieldSite({ params }) {
    const site = await findOne('global-markers', { slug: { equals: params.slug } }, 'The field site')
    const atSite: Where = { fieldSites: { contains: site.id } }
    return { data: map.fieldSiteDetail(site, await relatedWork({ people: atSite, news: atSite, protocols: atSite, events: atSite })) }
  },

  search: async ({ query, client }) => searchSite(query, client ?? (await renderingClient())),

  /** Every published record of the types the registry lists in the sitemap, at its own address. */
  async sitemapEntries() {
    const payload = await cms()
    const perType = await Promise.all(
      sitemapTypes.map(async (type) => {
        const { docs } = await payload.find({ collection: type.collection, depth: 0, pagination: false, ...readOptions() })
        return docs.map((doc) => ({ url: type.url(doc), lastModified: new Date(doc.updatedAt).toISOString() }))
      }),
    )
    return { data: perType.flat() }
  },

  /** Every redirect, with documents resolved to their current address and chains followed; unpublished targets left out. */
  async redirects() {
    const docs = (await list('redirects', {}, 1)) as CMS.Redirect[]
    const pairs = docs.flatMap((r) => {
      const to = r.to?.type === 'custom' ? r.to.url : map.menuEntryUrl({ label: '', linkType: 'document', document: r.to?.reference })
      return r.from && to ? [{ from: r.from, to }] : []
    })
    return { data: collapseRedirects(pairs) }
  },

  formSubmit: ({ body }) => submitForm(body).then((data) => ({ data })),
  subscriptionConfirm: ({ body }) => confirmSubscription(body.token).then((data) => ({ data })),
  subscriptionUnsubscribe: ({ body }) => unsubscribe(body.token).then((data) => ({ data })),
  captchaChallenge: ({ body }) => captchaChallenge(body.employeeId).then((data) => ({ data })),
  staffProof: ({ body }) => issueProof(body.employeeId, body.captcha).then((data) => ({ data })),
  staffVerification: ({ body }) => verifyStaff(body.employeeId, body.proof).then((data) => ({ data })),

  receiveRoutes: ({ body }) => storeReportedRoutes(body.routes),
}

/** How many of each kind a theme, division or field site page lists (people: all of them). */
const relatedLimits = { news: 6, publications: 10, protocols: 20, events: 6 } as const

/**
 * The work a theme, a division or a field site lists: for each collection the
 * condition that selects it (a collection without one lists nothing). Newest
 * first; upcoming and past events alike, the latest start first.
 */
async function relatedWork(where: Partial<Record<'people' | 'news' | 'publications' | 'protocols' | 'events', Where>>) {
  const payload = await cms()
  const find = async <C extends 'people' | 'news' | 'publications' | 'protocols' | 'events'>(
    collection: C,
    sort: string | string[],
    limit: number,
  ) => {
    const condition = where[collection]
    if (!condition) return []
    const { docs } = await payload.find({ collection, where: condition, sort, limit, depth: 1, ...readOptions() })
    return docs
  }
  const [people, news, publications, protocols, events] = await Promise.all([
    find('people', ['order', 'name'], 200),
    find('news', '-publishedAt', relatedLimits.news),
    find('publications', '-publishedAt', relatedLimits.publications),
    find('protocols', '-approvedAt', relatedLimits.protocols),
    find('events', '-startsAt', relatedLimits.events),
  ])
  return {
    people: people.map(map.personSummary),
    news: news.map(map.newsSummary),
    publications: publications.map(map.publicationSummary),
    protocols: protocols.map(map.protocolSummary),
    events: events.map(map.eventSummary),
  }
}

function donor(d: CMS.Donor) {
  return { id: d.id, name: d.name, tier: d.tier, url: d.url || null, logo: image(d.logo) }
}

/**
 * Calls whose answer also changes with the clock, without any edit: a tender
 * past its closing date reads as closed, an event that started leaves the
 * upcoming ones. Their cached answers live at most a minute.
 */
export const clockBound: ReadonlySet<EndpointName> = new Set<EndpointName>([...contentClockBound, 'indexEvents', 'events'])

/**
 * What each call queries: the collections and globals it finds documents in
 * (what those embed is added from the CMS model, lib/cache/dependencies.ts).
 * Its cached answers expire when any of them changes. `uncached`: answers per
 * visitor or per call, never stored.
 */
export const reads: Record<EndpointName, readonly Source[] | 'uncached'> = {
  ...contentReads,
  items: ['items'],
  menus: ['menus'],
  menusBySlug: ['menus'],
  parentMenus: ['menus'],
  sitemapParentMenus: ['menus'],
  quickLinks: ['quick-links'],
  awards: ['awards'],
  donates: ['donates'],
  achievements: ['achievements'],
  testimonials: ['testimonials'],
  carouselImages: ['carousel-images'],
  globalMarkers: ['global-markers'],
  collaborations: ['collaborations'],
  mostSearches: ['pinned-searches', 'search-terms'],
  majorDonors: ['donors'],
  coreDonors: ['donors'],
  peoples: ['people'],
  divisions: ['divisions'],
  frontPageSettings: ['front-page-settings'],
  highlightTopics: ['highlight-topics'],
  article: ['pages'],
  form: ['forms'],
  people: ['people', 'publications'],
  newsBySlug: ['news'],
  eventBySlug: ['events'],
  newsEvents: ['news'],
  inTheNews: ['news'],
  highlights: ['highlights'],
  // The home page's teasers: how many comes from the front page settings.
  indexEvents: ['events', 'front-page-settings'],
  indexPressReleases: ['news', 'front-page-settings'],
  indexInTheNews: ['news', 'front-page-settings'],
  indexNews: ['news', 'front-page-settings'],
  centralPublications: ['publications'],
  events: ['events'],
  leaders: ['leaders'],
  protocol: ['protocols'],
  protocols: ['protocols'],
  mediaResourceYear: ['media-resources'],
  mediaYear: ['news'],
  settings: ['settings'],
  countries: ['countries'],
  researchThemes: ['research-themes'],
  researchTheme: ['research-themes', 'people', 'news', 'publications', 'protocols', 'events'],
  division: ['divisions', 'people', 'news', 'publications', 'protocols', 'events'],
  fieldSite: ['global-markers', 'people', 'news', 'protocols', 'events'],
  sitemapEntries: sitemapTypes.map((t) => t.collection),
  // The documents redirects lead to are added from the model (their reference field).
  redirects: ['redirects'],
  search: 'uncached',
  formSubmit: 'uncached',
  receiveRoutes: 'uncached',
  subscriptionConfirm: 'uncached',
  subscriptionUnsubscribe: 'uncached',
  captchaChallenge: 'uncached',
  staffProof: 'uncached',
  staffVerification: 'uncached',
}
