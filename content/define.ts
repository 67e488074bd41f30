import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import type { EndpointDef } from '../lib/schema/define'
import type { FeedName } from './feeds'

/**
 * What the site knows about one public content type, declared once. The route
 * table, links, the sitemap, the search index and its filter, the contract's
 * calls and the listing pages are derived from these declarations
 * (content/index.ts). What a type embeds (images, divisions, people) is read
 * off the CMS model itself, for the cache (lib/backend/dependencies.ts).
 *
 * Everything here runs in the browser as well as on the server: types only
 * from the CMS, no server code. The server's side of a type (its collection,
 * its mapping and its calls' handlers) is in content/<type>/server.ts.
 */

/** A pattern of the route table (lib/routes.ts) with its title. */
export type RouteEntry = { pattern: string; title: string }

/** What site search stores about one published document, besides its type and address. */
export type IndexEntry = {
  /** The finer type shown to visitors (press-release, blog…). */
  subtype: string
  title: string
  summary: string
  date: string | null
  /** Everything else that should find it, as plain text. */
  body: string
}

/** Plain text of a rich-text field; the search index passes it in, so this module stays free of server code. */
export type RichTextToText = (richText: unknown) => string

type Doc<C extends CollectionSlug> = DataFromCollectionSlug<C>

/**
 * A content type stored in collection `C`, whose address is made from the
 * fields `K` of a record (a CMS document or a contract record alike).
 */
export interface ContentType<C extends CollectionSlug = CollectionSlug, K extends keyof Doc<C> = never> {
  /** The CMS collection that stores it. */
  collection: C
  /** The public address of one record: the one function every link to it is built with. */
  url(record: Pick<Doc<C>, K>): string
  /** The page of one record in the route table (spec §2), when it has a page of its own. */
  route?: RouteEntry
  /** Listed in /sitemap.xml. */
  sitemap: boolean
  /**
   * A public type editors curate one by one: it has search-engine fields (meta
   * title, description, image), menus and redirects can link to its records,
   * and a published record whose address changes leaves a redirect behind.
   */
  linkable?: true
  /**
   * Found by site search under `label` (the search filter): its entry, built from a published document at depth 0.
   * `rowid`: the type's own number in the index on SQLite, unique and never changed (stored rowids carry it).
   * `titleFirst`: a page about what its title names (a research theme, a person): ranked before every
   * other result when its title has all of the query's words.
   */
  search?: { label: string; rowid: number; titleFirst?: true; entry(doc: Doc<C>, text: RichTextToText): IndexEntry }
  /** Its calls of the contract (spec §7 and beyond), by name: the zod declarations of their inputs and answers. */
  endpoints?: Record<string, EndpointDef>
  /** Its listing pages (lib/listings.ts checks each against the contract). */
  listings?: readonly ListingSpec[]
}

/**
 * A listing page as a type declares it: at `path`, filled by one of its paged
 * calls (`source`), each item shown with the card of `kind` (components/cards.tsx).
 */
export type ListingSpec = {
  path: string
  title: string
  intro: string
  kind: string
  source: { endpoint: string; params: Record<string, string | number> }
  /** How many items a page shows. */
  perPage: number
  searchLabel: string
  /** Year filter: the years that have news in this listing, or the last eight years. */
  years?: 'news' | 'recent'
  /** Links under the intro: the events calendar, the publications' citation downloads (with the list's filters). */
  links?: readonly ('calendar' | 'citations')[]
  /** The feed of its items (content/feeds.ts), linked under the intro and from the page's head. */
  feed?: FeedName
  /** Shows the upcoming events above the list. */
  upcomingEvents?: true
  /** Filters by a division or a research theme (`?division=…&expertise=…`), each a slug. */
  filters?: readonly ('division' | 'expertise')[]
  /**
   * Filters with counts instead: the call (of the same type, on the same query
   * without paging) that names each filter, its choices and how many items each
   * would show. The form then reloads the page, so the counts follow.
   */
  facets?: string
  /**
   * Views of the list as tabs, each a value of one query parameter of the
   * call (kept in the page's URL too); the first is the default.
   */
  tabs?: { param: 'when'; label: string; options: readonly { value: string; label: string }[] }
}

type Text = string | null | undefined

/** An index entry from its parts: the date as ISO, blank body parts left out. */
export const indexEntry = (subtype: string, title: string, summary: Text, date: Text, body: Text[]): IndexEntry => ({
  subtype,
  title,
  summary: summary ?? '',
  date: date ? new Date(date).toISOString() : null,
  body: body.filter(Boolean).join(' \n '),
})

/** Records with a page of their own at {prefix}/{slug}: their address, their route, a place in the sitemap. */
export const pageAt = (prefix: string, title: string) => ({
  url: ({ slug }: { slug: string }) => `${prefix}/${slug}`,
  route: { pattern: `${prefix}/:slug`, title },
  sitemap: true,
})
