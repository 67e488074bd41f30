import type { CollectionSlug, GlobalSlug } from 'payload'

import { sitemapTypes } from '../content'
import type { EndpointName } from '../contract'
import { tagOf } from './tags'

/**
 * What each contract read queries: the collections and globals it finds
 * documents in. A read also shows what those documents embed (images,
 * divisions, people…): that is read off the CMS model's relationship fields,
 * so the tags of a read are its sources and everything they relate to.
 * `uncached`: answers per visitor or per call, never stored.
 *
 * test/contract/dependencies.test.ts changes every collection in turn and
 * fails if a read whose answer changed was not expired.
 */
type Source = CollectionSlug | GlobalSlug

const reads: Record<EndpointName, readonly Source[] | 'uncached'> = {
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
  tenders: ['tenders'],
  leaders: ['leaders'],
  protocol: ['protocols'],
  protocols: ['protocols'],
  mediaResourceYear: ['media-resources'],
  mediaYear: ['news'],
  settings: ['settings'],
  countries: ['countries'],
  sitemapEntries: sitemapTypes.map((t) => t.collection),
  search: 'uncached',
  formSubmit: 'uncached',
  receiveRoutes: 'uncached',
  subscriptionConfirm: 'uncached',
  subscriptionUnsubscribe: 'uncached',
  captchaChallenge: 'uncached',
  staffProof: 'uncached',
  staffVerification: 'uncached',
}

export const isCached = (name: EndpointName) => reads[name] !== 'uncached'

/** The slugs a collection's or global's fields relate to, at any depth of groups, arrays, tabs and blocks. */
function relatedSlugs(fields: readonly unknown[]): string[] {
  return fields.flatMap((field) => {
    if (typeof field !== 'object' || field === null) return []
    const related = 'relationTo' in field ? [field.relationTo].flat().filter((s): s is string => typeof s === 'string') : []
    const nested = Object.entries(field).flatMap(([key, value]) =>
      ['fields', 'tabs', 'blocks'].includes(key) && Array.isArray(value) ? value : [],
    )
    return [...related, ...relatedSlugs(nested)]
  })
}

let relations: Promise<Map<string, string[]>> | undefined

/** Each collection and global of the CMS model with what it relates to. */
function modelRelations(): Promise<Map<string, string[]>> {
  relations ??= import('@payload-config').then(async ({ default: config }) => {
    const { collections, globals } = await config
    return new Map([...collections, ...globals].map((c) => [c.slug, relatedSlugs(c.fields)]))
  })
  return relations
}

/** The cache tags of a read: its sources and what they embed. */
export async function cacheTags(name: EndpointName): Promise<string[]> {
  const sources = reads[name]
  if (sources === 'uncached') return []
  const model = await modelRelations()
  const slugs = new Set(sources.flatMap((source) => [source, ...(model.get(source) ?? [])]))
  return [...slugs].map(tagOf)
}
