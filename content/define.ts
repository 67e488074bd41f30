import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

/**
 * What the site knows about one public content type, declared once. The route
 * table, links, the sitemap, and the search index and its filter are derived
 * from these declarations (content/index.ts); listing pages are in
 * content/listings.ts. What a type embeds (images, divisions, people) is
 * read off the CMS model itself, for the cache (lib/cache/dependencies.ts).
 *
 * Everything here runs in the browser as well as on the server: types only
 * from the CMS, no server code.
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
   */
  search?: { label: string; rowid: number; entry(doc: Doc<C>, text: RichTextToText): IndexEntry }
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
