import type { CollectionSlug, Payload, Where } from 'payload'

import { type EndpointName, allHomeSections, mediaResourceCategories, notFound } from '../contract'
import type * as CMS from '../../cms/payload-types'
import { sitemapTypes } from '../../content'
import { collapseRedirects } from '../redirects'
import { image, meta, publicForm } from '../../content/map'
import { contentClockBound, contentHandlers, contentReads } from '../../content/server'
import * as map from './map'
import { readOptions } from '../read/preview'
import { type Handler, type Source, findOne, frontPage, list, years } from '../read'
import { submitForm } from './forms'
import { mostSearched, renderingClient, searchSite } from './search'
import { storeReportedRoutes } from './routeReports'
import { captchaChallenge, issueProof, verifyStaff } from './staffVerification'
import { confirmSubscription, preferences, unsubscribe, updatePreferences } from './subscription'

/**
 * The built-in backend: one function per contract call, reading the CMS with
 * the public's access rights (published documents only, never overriding
 * access), or a previewing editor's (lib/read/preview.ts).
 */

export type Handlers = { [K in EndpointName]: Handler<K> }

const plain =
  <T, R>(collection: CollectionSlug, mapper: (doc: T) => R, where: Where = {}) =>
  async ({ payload }: { payload: Payload }) => ({
    data: ((await list(payload, collection, where)) as T[]).map(mapper),
  })

const str = (v: string | null | undefined) => v ?? ''

export const handlers: Handlers = {
  // Each content type's own calls (content/<type>/server.ts).
  ...contentHandlers,

  items: plain('items', (d: CMS.Item) => ({ id: d.id, title: d.title, summary: d.summary, url: d.url, image: image(d.image) })),

  menus: async ({ payload, params }) => map.menu(await findOne(payload, 'menus', { id: { equals: params.id } }, 'The menu')),

  menusBySlug: async ({ payload, params }) => map.menu(await findOne(payload, 'menus', { slug: { equals: params.slug } }, 'The menu')),

  async parentMenus({ payload }) {
    const menus = await list(payload, 'menus', { location: { equals: 'header' } })
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

  async carouselImages({ payload }) {
    const docs = (await list(payload, 'carousel-images')) as CMS.CarouselImage[]
    return {
      data: docs.flatMap((d) => {
        const picture = image(d.image)
        return picture ? [{ id: d.id, title: d.title, caption: str(d.caption), url: d.url || null, image: picture }] : []
      }),
    }
  },

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

  async frontPageSettings({ payload }) {
    const g = await frontPage(payload)
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

  form: async ({ payload, params }) => ({
    data: publicForm(await findOne(payload, 'forms', { slug: { equals: params.slug } }, 'The form')),
  }),

  highlights: plain('highlights', (d: CMS.Highlight) => ({
    id: d.id,
    title: d.title,
    summary: d.summary,
    url: d.url,
    image: image(d.image),
  })),

  mediaResourceYear: ({ payload, params }) => {
    if (params.id !== 'all' && !(mediaResourceCategories as readonly string[]).includes(params.id)) throw notFound('The resource category')
    return years(payload, 'media-resources', params.id === 'all' ? {} : { category: { equals: params.id } }, 'year')
  },

  async settings({ payload }) {
    // Depth 1: the logo is a media document.
    const g = await payload.findGlobal({ slug: 'settings', depth: 1, ...readOptions() })
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

  search: async ({ query, client }) => searchSite(query, client ?? (await renderingClient())),

  /** Every published record of the types the registry lists in the sitemap, at its own address, with its lead image. */
  async sitemapEntries({ payload }) {
    const perType = await Promise.all(
      sitemapTypes.map(async (type) => {
        const { docs } = await payload.find({ collection: type.collection, depth: 0, pagination: false, ...readOptions() })
        const field = leadImageField(payload, type.collection)
        return docs.map((doc) => ({
          url: type.url(doc),
          lastModified: new Date(doc.updatedAt).toISOString(),
          imageId: field ? mediaId(Object.entries(doc).find(([key]) => key === field)?.[1]) : null,
        }))
      }),
    )
    const entries = perType.flat()
    const ids = [...new Set(entries.flatMap((e) => (e.imageId === null ? [] : [e.imageId])))]
    const { docs: media } = ids.length
      ? await payload.find({ collection: 'media', where: { id: { in: ids } }, depth: 0, pagination: false, ...readOptions() })
      : { docs: [] }
    const imageUrls = new Map(media.map((m) => [m.id, image(m)?.url ?? null]))
    return { data: entries.map(({ imageId, ...e }) => ({ ...e, image: imageId === null ? null : (imageUrls.get(imageId) ?? null) })) }
  },

  /** Every redirect, with documents resolved to their current address and chains followed; unpublished targets left out. */
  async redirects({ payload }) {
    const docs = (await list(payload, 'redirects', {}, 1)) as CMS.Redirect[]
    const pairs = docs.flatMap((r) => {
      const to = r.to?.type === 'custom' ? r.to.url : map.menuEntryUrl({ label: '', linkType: 'document', document: r.to?.reference })
      return r.from && to ? [{ from: r.from, to }] : []
    })
    return { data: collapseRedirects(pairs) }
  },

  formSubmit: ({ body }) => submitForm(body).then((data) => ({ data })),
  subscriptionConfirm: ({ body }) => confirmSubscription(body.token).then((data) => ({ data })),
  subscriptionUnsubscribe: ({ body }) => unsubscribe(body.token).then((data) => ({ data })),
  subscriptionPreferences: ({ body }) => preferences(body.token).then((data) => ({ data })),
  subscriptionPreferencesUpdate: ({ body }) => updatePreferences(body.token, body).then((data) => ({ data })),
  captchaChallenge: ({ body }) => captchaChallenge(body.employeeId).then((data) => ({ data })),
  staffProof: ({ body }) => issueProof(body.employeeId, body.captcha).then((data) => ({ data })),
  staffVerification: ({ body }) => verifyStaff(body.employeeId, body.proof).then((data) => ({ data })),

  receiveRoutes: ({ body }) => storeReportedRoutes(body.routes),
}

/**
 * A collection's lead image: its first upload field of the media library at the top of its data (a story's
 * picture, a person's photo; not one in a named group or tab, such as the SEO tab's image).
 */
function leadImageField(payload: Payload, collection: CollectionSlug): string | undefined {
  return payload.collections[collection].config.flattenedFields.find((f) => f.type === 'upload' && f.relationTo === 'media')?.name
}

/** A media document's id, as an unpopulated upload field holds it. */
const mediaId = (value: unknown): number | null => (typeof value === 'number' ? value : null)

function donor(d: CMS.Donor) {
  return { id: d.id, name: d.name, tier: d.tier, url: d.url || null, logo: image(d.logo) }
}

/**
 * Calls whose answer also changes with the clock, without any edit: a tender
 * past its closing date reads as closed, an event that started leaves the
 * upcoming ones. Their cached answers live at most a minute.
 */
export const clockBound: ReadonlySet<EndpointName> = new Set<EndpointName>(contentClockBound)

/**
 * What each call queries: the collections and globals it finds documents in
 * (what those embed is added from the CMS model, lib/backend/dependencies.ts).
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
  collaborations: ['collaborations'],
  mostSearches: ['pinned-searches', 'search-terms'],
  majorDonors: ['donors'],
  coreDonors: ['donors'],
  frontPageSettings: ['front-page-settings'],
  highlightTopics: ['highlight-topics'],
  form: ['forms'],
  highlights: ['highlights'],
  mediaResourceYear: ['media-resources'],
  settings: ['settings'],
  countries: ['countries'],
  sitemapEntries: sitemapTypes.map((t) => t.collection),
  // The documents redirects lead to are added from the model (their reference field).
  redirects: ['redirects'],
  search: 'uncached',
  formSubmit: 'uncached',
  receiveRoutes: 'uncached',
  subscriptionConfirm: 'uncached',
  subscriptionUnsubscribe: 'uncached',
  subscriptionPreferences: 'uncached',
  subscriptionPreferencesUpdate: 'uncached',
  captchaChallenge: 'uncached',
  staffProof: 'uncached',
  staffVerification: 'uncached',
}
