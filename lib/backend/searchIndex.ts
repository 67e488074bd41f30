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
import { isPostgres, rows, run } from './sql'

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

/** An index row as written: its key, type and the text the search shows and matches. */
export type IndexRow = Row & { key: string }

/**
 * Removes the rows of these keys. On SQLite the narrow `search_rows` table
 * holds each row's rowid, key and type: a key finds its rowid without reading the index.
 */
async function forget(payload: Payload, keys: string[], req?: Partial<PayloadRequest>) {
  if (keys.length === 0) return
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )
  if (isPostgres(payload)) {
    await run(payload, sql`DELETE FROM search_index WHERE key IN (${list})`, req)
    return
  }
  await run(payload, sql`DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_rows WHERE key IN (${list}))`, req)
  await run(payload, sql`DELETE FROM search_rows WHERE key IN (${list})`, req)
}

/** Adds rows (their keys not in the index). On SQLite each gets its rowid from `search_rows` first. */
async function insert(payload: Payload, entries: IndexRow[], req?: Partial<PayloadRequest>) {
  if (entries.length === 0) return
  const values = (withId: (entry: IndexRow, i: number) => ReturnType<typeof sql>) => sql.join(entries.map(withId), sql`, `)
  const columns = (e: IndexRow) =>
    sql`${e.key}, ${e.type}, ${e.subtype}, ${e.docId}, ${e.url}, ${e.summary}, ${e.date}, ${e.title}, ${e.body}`
  if (isPostgres(payload)) {
    await run(
      payload,
      sql`INSERT INTO search_index (key, type, subtype, doc_id, url, summary, date, title, body) VALUES ${values((e) => sql`(${columns(e)})`)}`,
      req,
    )
    return
  }
  const ids = await rows<{ id: number | string; key: string }>(
    payload,
    sql`INSERT INTO search_rows (key, type) VALUES ${values((e) => sql`(${e.key}, ${e.type})`)} RETURNING id, key`,
    req,
  )
  const idOf = new Map(ids.map((row) => [row.key, Number(row.id)]))
  await run(
    payload,
    sql`INSERT INTO search_index (rowid, key, type, subtype, doc_id, url, summary, date, title, body)
        VALUES ${values((e) => sql`(${idOf.get(e.key) ?? null}, ${columns(e)})`)}`,
    req,
  )
}

/**
 * Raises the index's version, in the same transaction as the change: results
 * cached under an earlier version (lib/backend/search.ts) are not served again.
 */
export async function searchIndexChanged(payload: Payload, req?: Partial<PayloadRequest>) {
  await run(
    payload,
    sql`INSERT INTO search_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = search_version.version + 1`,
    req,
  )
}

/** The index's version: raised by every change to it. */
export async function searchIndexVersion(payload: Payload): Promise<string> {
  const [row] = await rows<{ version: number | string }>(payload, sql`SELECT version FROM search_version WHERE id = 1`)
  return String(row?.version ?? 0)
}

async function write(payload: Payload, collection: CollectionSlug, entry: Row, req?: Partial<PayloadRequest>) {
  const key = keyOf(collection, entry.docId)
  await forget(payload, [key], req)
  await insert(payload, [{ ...entry, key }], req)
}

/** Adds rows that belong to no CMS document (generated ones, for measuring and tests). */
export async function addIndexRows(payload: Payload, entries: IndexRow[]) {
  await forget(
    payload,
    entries.map((entry) => entry.key),
  )
  await insert(payload, entries)
  await searchIndexChanged(payload)
}

/** Removes rows added by `addIndexRows`. */
export async function removeIndexRows(payload: Payload, keys: string[]) {
  await forget(payload, keys)
  await searchIndexChanged(payload)
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
  else await forget(payload, [keyOf(collection, id)], req)
  await searchIndexChanged(payload, req)
}

export async function removeDocument(payload: Payload, collection: CollectionSlug, id: string | number, req?: Partial<PayloadRequest>) {
  await forget(payload, [keyOf(collection, id)], req)
  await searchIndexChanged(payload, req)
}

/** Empties and refills the index from every public document. Returns how many were indexed. */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  await run(payload, sql`DELETE FROM search_index`)
  if (!isPostgres(payload)) await run(payload, sql`DELETE FROM search_rows`)
  let total = 0
  for (const collection of searchableCollections) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: false, overrideAccess: false })
    for (const doc of docs) await write(payload, collection, rowOf(collection, doc))
    total += docs.length
  }
  await searchIndexChanged(payload)
  return total
}

export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  return (await rows(payload, sql`SELECT key FROM search_index LIMIT 1`)).length === 0
}
