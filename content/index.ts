import type { ContentType } from './define'
import { event } from './event'
import { leader } from './leader'
import { news } from './news'
import { newsletter } from './newsletter'
import { page } from './page'
import { person } from './person'
import { protocol } from './protocol'
import { publication } from './publication'
import { division, fieldSite, theme } from './research'
import { tender } from './tender'

/**
 * The registry of public content types. Adding a type here (a folder of its
 * own, content/<type>/) gives it its links, its route, its sitemap and search
 * entries, its search filter, its calls of the contract and its listing pages;
 * its server side is added in content/server.ts. A test fails if an editorial
 * collection is missing.
 */
export const contentTypes = { news, event, person, publication, protocol, page, tender, leader, theme, division, fieldSite, newsletter }

/** Every type's calls, for the contract (lib/contract/endpoints.ts). */
export const contentEndpoints = {
  ...news.endpoints,
  ...event.endpoints,
  ...person.endpoints,
  ...publication.endpoints,
  ...protocol.endpoints,
  ...page.endpoints,
  ...tender.endpoints,
  ...leader.endpoints,
  ...theme.endpoints,
  ...division.endpoints,
  ...fieldSite.endpoints,
  ...newsletter.endpoints,
}

/** Every listing page, in the registry's order (lib/listings.ts). */
export const contentListings = [
  ...news.listings,
  ...event.listings,
  ...person.listings,
  ...publication.listings,
  ...protocol.listings,
  ...tender.listings,
  ...newsletter.listings,
]

export type ContentTypeName = keyof typeof contentTypes

/** The collections that hold public content. */
export type ContentCollection = (typeof contentTypes)[ContentTypeName]['collection']

// Every type, typed by what all of them share: each `url` then takes any record,
// and every caller below passes documents of the type's own collection.
const all: ContentType<ContentCollection>[] = Object.values(contentTypes)

/** The types site search finds, which are also its filter (`type=`). */
export type SearchType = { [K in ContentTypeName]: (typeof contentTypes)[K] extends { search: object } ? K : never }[ContentTypeName]
export const searchTypes = (Object.keys(contentTypes) as ContentTypeName[]).filter(
  (name): name is SearchType => 'search' in contentTypes[name],
)
/** `z.enum` wants the values as an object. */
export const searchTypeValues = Object.fromEntries(searchTypes.map((t) => [t, t])) as { [K in SearchType]: K }
export const searchTypeLabels = Object.fromEntries(searchTypes.map((t) => [t, contentTypes[t].search.label])) as Record<SearchType, string>

/** The types whose pages are about what their titles name: first among the results when the title has every word searched. */
export const titleFirstTypes = searchTypes.filter((t) => 'titleFirst' in contentTypes[t].search)

/** The collections whose public records are listed in /sitemap.xml. */
export const sitemapTypes = all.filter((t) => t.sitemap)

/** The searchable types' registry entries, by collection. */
export const searchableByCollection = new Map<
  string,
  { name: SearchType; type: ContentType<ContentCollection>; search: NonNullable<ContentType<ContentCollection>['search']> }
>(
  searchTypes.flatMap((name) => {
    const type: ContentType<ContentCollection> = contentTypes[name]
    return type.search ? [[type.collection, { name, type, search: type.search }]] : []
  }),
)

/**
 * The types editors curate one by one (news, events, people, protocols, pages,
 * tenders): they carry SEO fields, menus and redirects link to their records,
 * and renaming a published one redirects its old address.
 */
export const linkableTypes = all.filter((t) => t.linkable)
export type LinkableCollection = {
  [K in ContentTypeName]: (typeof contentTypes)[K] extends { linkable: true } ? (typeof contentTypes)[K]['collection'] : never
}[ContentTypeName]
export const linkableCollections = linkableTypes.map((t) => t.collection) as LinkableCollection[]
/** The registry entry of a linkable collection. */
export const linkableType = (collection: string) => linkableTypes.find((t) => t.collection === collection)

/**
 * The current address of a document a menu entry, a redirect or a link in rich
 * text names (`{ relationTo, value }`, read with its document): null when the
 * document was not read (unpublished, in the trash, deleted) or has no page.
 */
export function documentUrl(ref: { relationTo?: unknown; value?: unknown } | null | undefined): string | null {
  const doc = ref?.value && typeof ref.value === 'object' ? ref.value : null
  const type = typeof ref?.relationTo === 'string' ? linkableType(ref.relationTo) : undefined
  return doc && type ? type.url(doc as never) : null
}

/** The pages of single records, for the route table. */
export const recordRoutes = all.flatMap((t) => (t.route ? [t.route] : []))

export { eventCalendarUrl, eventsCalendarUrl } from './event'
export { leaderGroupRoutes } from './leader'
export { researchRoute } from './research'
export type { ContentType, IndexEntry, RichTextToText, RouteEntry } from './define'
