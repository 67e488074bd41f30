import { sql } from '@payloadcms/db-sqlite'
import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'
import sanitizeHtml from 'sanitize-html'

import {
  type ContentCollection,
  type IndexEntry,
  type RichTextToText,
  type SearchType,
  contentTypes,
  searchTypes,
  searchableByCollection,
} from '../content'
import { hasEmbargo, publicWhere } from '../../cms/access'
import { richTextHtml } from './map'
import { rows, run } from './sql'

/**
 * The site search's index: one row per public document, built from the CMS
 * with the public's access rights (published only). Which collections are
 * searchable, each document's entry and its address come from the content
 * registry (lib/content). Hooks on each searchable collection
 * (cms/hooks/searchIndex.ts) keep it in step; `rebuildSearchIndex` refills it.
 */
type Row = IndexEntry & { type: SearchType; docId: string; url: string }

const text: RichTextToText = (value) =>
  sanitizeHtml(richTextHtml(value), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

const searchableCollections = searchTypes.map((name) => contentTypes[name].collection)
export const isSearchable = (collection: string): collection is ContentCollection => searchableByCollection.has(collection)

/** A published document's row: its registry entry, type and address. */
function rowOf(collection: CollectionSlug, doc: DataFromCollectionSlug<ContentCollection>): Row {
  const searchable = searchableByCollection.get(collection)
  if (!searchable) throw new Error(`${collection} is not searchable`)
  return { ...searchable.search.entry(doc, text), type: searchable.name, docId: String(doc.id), url: searchable.type.url(doc) }
}

const keyOf = (collection: string, id: string | number) => `${collection}:${id}`

async function write(payload: Payload, collection: CollectionSlug, entry: Row, req?: Partial<PayloadRequest>) {
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
export async function reindexDocument(payload: Payload, collection: ContentCollection, id: string | number, req?: PayloadRequest) {
  // The public's rule (published, and not before its date), spelled out: `req` belongs to the editor who made the change.
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, publicWhere(hasEmbargo(payload.collections[collection].config))] },
    depth: 0,
    limit: 1,
    draft: false,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (doc) await write(payload, collection, rowOf(collection, doc), req)
  else await removeDocument(payload, collection, id, req)
}

export async function removeDocument(payload: Payload, collection: CollectionSlug, id: string | number, req?: Partial<PayloadRequest>) {
  await run(payload, sql`DELETE FROM search_index WHERE key = ${keyOf(collection, id)}`, req)
}

/** Empties and refills the index from every public document. Returns how many were indexed. */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  await run(payload, sql`DELETE FROM search_index`)
  let total = 0
  for (const collection of searchableCollections) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: false, overrideAccess: false })
    for (const doc of docs) await write(payload, collection, rowOf(collection, doc))
    total += docs.length
  }
  return total
}

export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  return (await rows(payload, sql`SELECT key FROM search_index LIMIT 1`)).length === 0
}
