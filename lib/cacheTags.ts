import type { EndpointName } from './contract'

/**
 * Which CMS collections (and globals) each contract read depends on: reads are
 * cached under these tags, and a change in the CMS expires the tag of what
 * changed (cms/hooks/revalidate.ts). Every read also carries `cms:all`, which
 * changes to widely embedded content (media, people, divisions, settings) expire.
 */
export const allContentTag = 'cms:all'
export const tagOf = (slug: string) => `cms:${slug}`

const sources: Partial<Record<EndpointName, string[]>> = {
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
  frontPageSettings: ['front-page-settings', 'news', 'events', 'highlights'],
  highlightTopics: ['highlight-topics'],
  article: ['articles'],
  people: ['people', 'news', 'publications'],
  newsBySlug: ['news'],
  eventBySlug: ['events'],
  newsEvents: ['news'],
  inTheNews: ['news'],
  highlights: ['highlights'],
  indexEvents: ['events'],
  indexPressReleases: ['news'],
  indexInTheNews: ['news'],
  indexNews: ['news'],
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
  sitemapEntries: ['news', 'events', 'people', 'protocols', 'articles'],
}

/** Calls never cached: they answer per visitor or change on every call. */
const uncached = new Set<EndpointName>([
  'search',
  'formSubmit',
  'receiveRoutes',
  'subscriptionConfirm',
  'subscriptionUnsubscribe',
  'captchaChallenge',
  'staffProof',
  'staffVerification',
])

export const isCached = (name: EndpointName) => !uncached.has(name)
export const cacheTags = (name: EndpointName) => [allContentTag, ...(sources[name] ?? []).map(tagOf)]

/** Changes to these reach many records (authors, images, divisions, site settings): expire everything. */
export const embeddedEverywhere = new Set(['media', 'people', 'divisions', 'settings', 'menus'])
