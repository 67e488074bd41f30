import { sql } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import sanitizeHtml from 'sanitize-html'

import type { SearchType } from '../contract'
import type * as CMS from '../../cms/payload-types'
import * as map from './map'
import { rows, run } from './sql'

/**
 * The site search's index: one row per public document, built from the CMS
 * with the public's access rights (published only). Hooks on each collection
 * (cms/hooks/searchIndex.ts) keep it in step; `rebuildSearchIndex` refills it.
 */
export type IndexEntry = {
  type: SearchType
  subtype: string
  docId: string
  url: string
  title: string
  summary: string
  date: string | null
  body: string
}

const text = (value: unknown) => sanitizeHtml(map.html(value), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ')
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** Each searchable collection and how its documents become index entries. */
export const searchSources = {
  news: (d: CMS.News): IndexEntry => ({
    type: 'news',
    subtype: d.type,
    docId: String(d.id),
    url: map.newsUrl(d.type, d.slug),
    title: d.title,
    summary: d.summary,
    date: iso(d.publishedAt),
    body: join(d.summary, text(d.body), d.tags?.join(' ')),
  }),
  events: (d: CMS.Event): IndexEntry => ({
    type: 'event',
    subtype: 'event',
    docId: String(d.id),
    url: `/events/${d.slug}`,
    title: d.title,
    summary: d.summary,
    date: iso(d.startsAt),
    body: join(d.summary, d.venue, text(d.body)),
  }),
  people: (d: CMS.Person): IndexEntry => ({
    type: 'person',
    subtype: 'person',
    docId: String(d.id),
    url: `/people/${d.slug}`,
    title: d.name,
    summary: d.position,
    date: null,
    body: join(d.position, d.summary, d.expertise?.join(', '), text(d.biography)),
  }),
  publications: (d: CMS.Publication): IndexEntry => ({
    type: 'publication',
    subtype: 'publication',
    docId: String(d.id),
    url: d.url || (d.doi ? `https://doi.org/${d.doi}` : '/publications'),
    title: d.title,
    summary: `${d.authorList}. ${d.journal}.`,
    date: iso(d.publishedAt),
    body: join(d.abstract, d.authorList, d.journal),
  }),
  protocols: (d: CMS.Protocol): IndexEntry => ({
    type: 'protocol',
    subtype: 'protocol',
    docId: String(d.id),
    url: `/protocol/${d.slug}`,
    title: d.title,
    summary: d.summary,
    date: iso(d.approvedAt),
    body: join(d.protocolNumber, d.summary, text(d.body)),
  }),
  articles: (d: CMS.Article): IndexEntry => ({
    type: 'page',
    subtype: 'page',
    docId: String(d.id),
    url: `/${d.slug}`,
    title: d.title,
    summary: d.summary ?? '',
    date: null,
    body: join(d.summary, text(d.body)),
  }),
  tenders: (d: CMS.Tender): IndexEntry => ({
    type: 'tender',
    subtype: 'tender',
    docId: String(d.id),
    url: '/tenders',
    title: d.title,
    summary: d.summary,
    date: iso(d.publishedAt),
    body: join(d.reference, d.summary, text(d.body)),
  }),
} satisfies Partial<Record<CollectionSlug, (doc: never) => IndexEntry>>

export type SearchableCollection = keyof typeof searchSources
export const searchableCollections = Object.keys(searchSources) as SearchableCollection[]

const keyOf = (collection: string, id: string | number) => `${collection}:${id}`

async function write(payload: Payload, collection: SearchableCollection, entry: IndexEntry, req?: Partial<PayloadRequest>) {
  const key = keyOf(collection, entry.docId)
  await run(payload, sql`DELETE FROM search_index WHERE key = ${key}`, req)
  await run(
    payload,
    sql`INSERT INTO search_index (key, type, subtype, doc_id, url, summary, date, title, body)
        VALUES (${key}, ${entry.type}, ${entry.subtype}, ${entry.docId}, ${entry.url}, ${entry.summary}, ${entry.date}, ${entry.title}, ${entry.body})`,
    req,
  )
}

/** Brings one document's entry up to date: indexed while the public can read it, removed otherwise. */
export async function reindexDocument(payload: Payload, collection: SearchableCollection, id: string | number, req?: PayloadRequest) {
  // The public's rule (published only), spelled out: `req` belongs to the editor who made the change.
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    draft: false,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (doc) await write(payload, collection, searchSources[collection](doc as never), req)
  else await removeDocument(payload, collection, id, req)
}

export async function removeDocument(
  payload: Payload,
  collection: SearchableCollection,
  id: string | number,
  req?: Partial<PayloadRequest>,
) {
  await run(payload, sql`DELETE FROM search_index WHERE key = ${keyOf(collection, id)}`, req)
}

/** Empties and refills the index from every public document. Returns how many were indexed. */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  await run(payload, sql`DELETE FROM search_index`)
  let total = 0
  for (const collection of searchableCollections) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: false, overrideAccess: false })
    for (const doc of docs) await write(payload, collection, searchSources[collection](doc as never))
    total += docs.length
  }
  return total
}

export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  return (await rows(payload, sql`SELECT key FROM search_index LIMIT 1`)).length === 0
}
