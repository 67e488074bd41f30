import type { CollectionConfig, CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import type { Seeder } from '../../cms/seed/helpers'
import type { Body, EndpointName, PagedQuery, Params, Query, Result } from '../contract'
import { notFound } from '../errors'
import { startOfYear, yearOf } from '../time'
import { readOptions } from './preview'

/**
 * What the handlers of the contract's calls share: their type, and reads of
 * the CMS with the public's access rights (published documents only, never
 * overriding access), or a previewing editor's (lib/read/preview.ts).
 */

/**
 * `payload`: the CMS to read, given by the backend (lib/backend/call.ts), as Payload gives its hooks `req.payload`.
 * `client`: the caller's address when a route handler serves the call; absent when a page calls in process.
 */
export type Input<K extends EndpointName> = { payload: Payload; params: Params<K>; query: Query<K>; body: Body<K>; client?: string }
export type Handler<K extends EndpointName> = (input: Input<K>) => Promise<Result<K>>

/** A collection or global a call finds documents in. */
export type Source = CollectionSlug | GlobalSlug

/**
 * The server's side of a content type (content/<type>/server.ts): its
 * collection, and for each of its calls the handler and what it queries (its
 * cached answers expire when any of those changes). `clockBound`: calls whose
 * answer also changes with the clock, without any edit (lib/backend/cachedRead.ts).
 * The older types' demo content is in cms/seed, woven together; a new type
 * brings its own (`demo`).
 */
export type ServerSide<E extends EndpointName> = {
  /** Absent for a type whose collection is a reference list of the CMS (cms/collections: divisions, field sites). */
  collection?: CollectionConfig
  handlers: { [K in E]: Handler<K> }
  reads: { [K in E]: readonly Source[] }
  clockBound?: readonly E[]
  /** Demo content the seed creates (cms/seed), for the site's first start and the tests: idempotent, through the seeder. */
  demo?: (seed: Seeder) => Promise<void>
}

/** A type's server side, checked against its calls (`endpoints`, from its registry entry): one handler and one `reads` entry each. */
export const serverSide = <E extends EndpointName>(_endpoints: Record<E, unknown>, side: ServerSide<NoInfer<E>>): ServerSide<E> => side

export async function list<C extends CollectionSlug>(payload: Payload, collection: C, where: Where = {}, depth = 1) {
  const { docs } = await payload.find({ collection, where, depth, pagination: false, ...readOptions() })
  return docs
}

/** The one document `where` names, as the public sees it; `what` names it in the 404. */
export async function findOne<C extends CollectionSlug>(payload: Payload, collection: C, where: Where, what: string) {
  const { docs } = await payload.find({ collection, where, depth: 1, limit: 1, ...readOptions() })
  if (!docs[0]) throw notFound(what)
  return docs[0]
}

/** The one document with this slug, as the public sees it; `what` names it in the 404. */
export const findBySlug = <C extends CollectionSlug>(payload: Payload, collection: C, slug: string, what: string) =>
  findOne(payload, collection, { slug: { equals: slug } }, what)

/** One page of a paged call: the documents matching every condition in `where` and the search in `searchFields`. */
export async function page<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  query: PagedQuery,
  where: Where[],
  sort: string | string[],
  searchFields = ['title', 'summary'],
) {
  const conditions = [...where]
  if (query.search) conditions.push({ or: searchFields.map((field) => ({ [field]: { like: query.search } })) })
  const result = await payload.find({
    collection,
    where: conditions.length ? { and: conditions } : {},
    sort,
    page: query.page,
    limit: query.perPage,
    depth: 1,
    ...readOptions(),
  })
  return { docs: result.docs, paging: { total: result.totalDocs, perPage: query.perPage, currentPage: query.page } }
}

/** Documents whose `field` falls in `year` (0: every year). */
export const yearRange = (field: string, year: number): Where[] =>
  year === 0 ? [] : [{ [field]: { greater_than_equal: startOfYear(year) } }, { [field]: { less_than: startOfYear(year + 1) } }]

/** The home page's settings. Depth 1: its SEO image is a media document. */
export const frontPage = (payload: Payload) => payload.findGlobal({ slug: 'front-page-settings', depth: 1, ...readOptions() })

/** The years a collection's documents fall in, newest first: by a date field, or by a year field. */
export async function years(payload: Payload, collection: 'news' | 'media-resources', where: Where, field: 'publishedAt' | 'year') {
  const docs = (await list(payload, collection, where, 0)) as { publishedAt?: string; year?: number }[]
  const values = docs.map((d) => (field === 'year' ? Number(d.year) : yearOf(String(d.publishedAt))))
  return { data: [...new Set(values)].sort((a, b) => b - a) }
}

/** The entry of `table` a listing's slug names, or a 404 naming `what`. */
export const listing = <T>(table: Record<string, T>, slug: string, what: string): T => {
  if (!Object.hasOwn(table, slug)) throw notFound(what)
  return table[slug]
}
