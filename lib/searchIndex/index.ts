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
} from '../../content'
import { hasEmbargo, publicWhere } from '../../cms/access'
import { richTextHtml } from '../../content/map'
import { documentsPerWord } from './scratch'
import { countSpellings, forgetSpellings } from './spelling'
import { inTransaction, isPostgres, rows, run } from '../sql'

/**
 * The site search's index: one row per public document, built from the CMS
 * with the public's access rights (published only). Which collections are
 * searchable, each document's entry and its address come from the content
 * registry (content/). Hooks on each searchable collection
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
 * holds each row's rowid, key and type: a key finds its rowid without reading
 * the index. `search_titles`, the titles alone (for ranking title matches
 * first), has the same rowids, and `search_words` loses the rows' words. On
 * PostgreSQL triggers keep `search_words` in step.
 */
async function forget(payload: Payload, keys: string[], req?: Partial<PayloadRequest>) {
  if (keys.length === 0) return
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )
  if (isPostgres(payload)) {
    const gone = await rows<{ id: string; title: string; body: string }>(
      payload,
      sql`SELECT key AS id, title, body FROM search_index WHERE key IN (${list})`,
      req,
    )
    await countSpellings(payload, gone, -1, req)
    await run(payload, sql`DELETE FROM search_index WHERE key IN (${list})`, req)
    return
  }
  const rowids = sql`(SELECT id FROM search_rows WHERE key IN (${list}))`
  const gone = await rows<{ id: number | string; type: SearchType; title: string; body: string }>(
    payload,
    sql`SELECT rowid AS id, type, title, body FROM search_index WHERE rowid IN ${rowids}`,
    req,
  )
  await countWords(payload, gone, -1, req)
  await countSpellings(payload, gone, -1, req)
  await run(payload, sql`DELETE FROM search_index WHERE rowid IN ${rowids}`, req)
  await run(payload, sql`DELETE FROM search_titles WHERE rowid IN ${rowids}`, req)
  await run(payload, sql`DELETE FROM search_rows WHERE key IN (${list})`, req)
}

/**
 * SQLite: `search_words` holds how many documents of each type have each word
 * of the index (as FTS5 stores it: folded, stemmed), so that a one-word search
 * is counted without reading its hits. Adds (`change` 1) or removes (-1) these
 * rows' words; words no document has any more are dropped.
 */
async function countWords(
  payload: Payload,
  texts: { id: number | string; type: SearchType; title: string; body: string }[],
  change: 1 | -1,
  req?: Partial<PayloadRequest>,
) {
  const counts: { word: string; type: SearchType; docs: number }[] = []
  for (const type of new Set(texts.map((text) => text.type))) {
    const ofType = texts.filter((text) => text.type === type).map((text) => ({ id: Number(text.id), title: text.title, body: text.body }))
    for (const [word, docs] of documentsPerWord(ofType)) counts.push({ word, type, docs: change * docs })
  }
  // In parts: SQLite takes a limited number of values per statement.
  for (let i = 0; i < counts.length; i += 2000) {
    const part = counts.slice(i, i + 2000)
    await run(
      payload,
      sql`INSERT INTO search_words (word, type, docs) VALUES ${sql.join(
        part.map((c) => sql`(${c.word}, ${c.type}, ${c.docs})`),
        sql`, `,
      )} ON CONFLICT (word, type) DO UPDATE SET docs = docs + excluded.docs`,
      req,
    )
    if (change < 0)
      await run(
        payload,
        sql`DELETE FROM search_words WHERE docs <= 0 AND (word, type) IN (VALUES ${sql.join(
          part.map((c) => sql`(${c.word}, ${c.type})`),
          sql`, `,
        )})`,
        req,
      )
  }
}

/**
 * On SQLite a row's rowid tells its type: the type's number times 2^40 plus a
 * number within the type. Hits are counted per type and filtered by type from
 * the full-text index's own rowids, never reading another table. A new search
 * type's number is in its registry entry (`search.rowid`): existing ones never change, they are in the stored rowids.
 */
const rowidSpan = 2 ** 40

/** The rowids a type's rows have on SQLite, first and last. */
export function rowidRange(type: SearchType): { first: number; last: number } {
  const first = contentTypes[type].search.rowid * rowidSpan
  return { first, last: first + rowidSpan - 1 }
}

/** Adds rows (their keys not in the index). On SQLite each gets its rowid from `search_rows` first. */
async function insert(payload: Payload, entries: IndexRow[], req?: Partial<PayloadRequest>) {
  if (entries.length === 0) return
  await countSpellings(
    payload,
    entries.map((e) => ({ id: e.key, title: e.title, body: e.body })),
    1,
    req,
  )
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
  // Each row: the next free rowid in its type's range, all in one statement (so no other writer can take the same).
  const ids = await rows<{ id: number | string; key: string }>(
    payload,
    sql`WITH fresh (n, key, type, first, last) AS (VALUES ${values((e, i) => sql`(${i}, ${e.key}, ${e.type}, ${rowidRange(e.type).first}, ${rowidRange(e.type).last})`)})
        INSERT INTO search_rows (id, key, type)
        SELECT (SELECT coalesce(max(id), fresh.first) FROM search_rows WHERE id BETWEEN fresh.first AND fresh.last)
                 + row_number() OVER (PARTITION BY fresh.type ORDER BY fresh.n), key, type
        FROM fresh WHERE true
        RETURNING id, key`,
    req,
  )
  const idOf = new Map(ids.map((row) => [row.key, Number(row.id)]))
  await run(
    payload,
    sql`INSERT INTO search_index (rowid, key, type, subtype, doc_id, url, summary, date, title, body)
        VALUES ${values((e) => sql`(${idOf.get(e.key) ?? null}, ${columns(e)})`)}`,
    req,
  )
  await run(
    payload,
    sql`INSERT INTO search_titles (rowid, title) VALUES ${values((e) => sql`(${idOf.get(e.key) ?? null}, ${e.title})`)}`,
    req,
  )
  await countWords(
    payload,
    entries.map((e) => ({ id: idOf.get(e.key) ?? 0, type: e.type, title: e.title, body: e.body })),
    1,
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

/**
 * The index's version (raised by every change to it) and, in the same statement, the editors' synonyms (each
 * group as written): only when the version is not `known`, the one they were last read at (a change to them raises it).
 */
export async function searchIndexVersion(payload: Payload, known?: string): Promise<{ version: string; synonyms: string[] | undefined }> {
  const found = await rows<{ version: number | string | null; words: string | null }>(
    payload,
    sql`SELECT version, NULL AS words FROM search_version WHERE id = 1
        UNION ALL
        SELECT NULL, words FROM search_synonyms
        WHERE NOT EXISTS (SELECT 1 FROM search_version WHERE id = 1 AND version = ${known === undefined ? -1 : Number(known)})`,
  )
  const version = String(found.find((row) => row.version !== null)?.version ?? 0)
  return {
    version,
    synonyms: version === known ? undefined : found.flatMap((row) => (row.version === null && row.words !== null ? [row.words] : [])),
  }
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
  // A collection without drafts (the divisions) is public as it is.
  const { config } = payload.collections[collection]
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, ...(config.versions && config.versions.drafts ? [publicWhere(hasEmbargo(config))] : [])] },
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

/**
 * Indexes every public document of one collection, a hundred a statement (a
 * collection made searchable: its documents already there). `undo`: removes them instead.
 */
export async function indexCollection(payload: Payload, collection: ContentCollection, req?: Partial<PayloadRequest>, undo = false) {
  const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: false, overrideAccess: false, req })
  const entries = docs.map((doc) => rowOf(collection, doc)).map((row) => ({ ...row, key: keyOf(collection, row.docId) }))
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100)
    await forget(
      payload,
      part.map((entry) => entry.key),
      req,
    )
    if (!undo) await insert(payload, part, req)
  }
  await searchIndexChanged(payload, req)
  return entries.length
}

/**
 * Empties and refills the index from every public document, in one
 * transaction (searches meanwhile see the old index), a hundred rows a
 * statement. Returns how many were indexed.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  return inTransaction(payload, async (req) => {
    await run(payload, sql`DELETE FROM search_index`, req)
    await forgetSpellings(payload, req)
    if (!isPostgres(payload)) {
      await run(payload, sql`DELETE FROM search_titles`, req)
      await run(payload, sql`DELETE FROM search_words`, req)
      await run(payload, sql`DELETE FROM search_rows`, req)
    }
    let total = 0
    for (const collection of searchableCollections) {
      const { docs } = await payload.find({ collection, depth: 0, pagination: false, draft: false, overrideAccess: false, req })
      const entries = docs.map((doc) => rowOf(collection, doc)).map((row) => ({ ...row, key: keyOf(collection, row.docId) }))
      for (let i = 0; i < entries.length; i += 100) await insert(payload, entries.slice(i, i + 100), req)
      total += docs.length
    }
    await searchIndexChanged(payload, req)
    return total
  })
}

export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  return (await rows(payload, sql`SELECT key FROM search_index LIMIT 1`)).length === 0
}
