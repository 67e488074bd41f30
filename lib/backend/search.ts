import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { cmsSecret } from '../../cms/secret'
import { clientAddress } from './rateLimit'

import { type SearchQuery, type SearchType, type records, searchTypes } from '../contract'
import { cms } from './cms'
import { searchIndexVersion } from './searchIndex'
import { isPostgres, rows, run } from './sql'

/**
 * Site search over the full-text index (lib/backend/searchIndex.ts): SQLite
 * FTS5 ranked by bm25, or PostgreSQL's weighted tsvector ranked by ts_rank;
 * titles weigh more than bodies in both. Queries are reduced to their words,
 * so no input can reach the engines' query syntax.
 */

/** Marks around matched words in snippets: private-use characters no content contains. */
const open = '\uE000'
const close = '\uE001'

/** The words of a query: letters and digits only, lower-cased, at most 12 of at most 50 characters. */
function queryTerms(query: string): string[] {
  return (
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, 12)
    .map((term) => term.slice(0, 50))
}

/** A query as it is recorded and counted: its words, space-separated. */
const normaliseQuery = (query: string) => queryTerms(query).join(' ').slice(0, 100)

/** FTS5: every word must match, the last one also as a prefix (people type the start of words). */
function fts5Query(terms: string[]): string {
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 && term.length > 1 ? '*' : ''}`).join(' ')
}

/** PostgreSQL to_tsquery: the same rule. Terms are letters and digits only, so they are safe here. */
function tsQuery(terms: string[]): string {
  return terms.map((term, i) => `${term}${i === terms.length - 1 && term.length > 1 ? ':*' : ''}`).join(' & ')
}

/** A snippet with marks, as segments the page renders without ever parsing HTML. */
function segments(marked: string): records.TextSegment[] {
  const out: records.TextSegment[] = []
  for (const [i, part] of marked.split(new RegExp(`[${open}${close}]`)).entries()) if (part) out.push({ text: part, match: i % 2 === 1 })
  return out
}

type Row = {
  id: string | number
  key: string
  type: string
  subtype: string
  doc_id: string
  url: string
  summary: string
  date: string | null
  title: string
  snippet: string
}

/**
 * How a query's hits are ranked, counted and shown, on either engine. Ranking
 * answers ids in rank order: rowids on SQLite (with the narrow `search_rows`
 * table for types), keys on PostgreSQL. Ties go by id, so pages never overlap.
 */
type Engine = {
  /** The query as the engine reads it; also the cache's key. */
  query: string
  /** Ids of the first `limit` hits in rank order (of one type, if given), with the hits per type when `counted`. */
  rank(limit: number, type: SearchType | undefined, counted: boolean): Promise<{ ids: string[]; counts?: Map<string, number> }>
  /** The rows of these ids, with a snippet, in any order. */
  show(ids: string[]): Promise<Row[]>
}

const headline = `StartSel=${open}, StopSel=${close}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`

function postgres(payload: Payload, terms: string[]): Engine {
  const query = tsQuery(terms)
  return {
    query,
    async rank(limit, type, counted) {
      const byType = type ? sql`WHERE type = ${type}` : sql``
      // One pass over the matches: ranked once, counted per type and cut to the first `limit` together.
      const found = await rows<{ key: string | null; type: string; n: number | string | null }>(
        payload,
        counted
          ? sql`WITH q AS (SELECT to_tsquery('english', ${query}) AS query),
                m AS MATERIALIZED (SELECT key, type, ts_rank(document, q.query) AS rank FROM search_index, q WHERE document @@ q.query)
                SELECT * FROM (
                  (SELECT key, type, NULL::bigint AS n, row_number() OVER (ORDER BY rank DESC, key) AS pos FROM m ${byType} ORDER BY rank DESC, key LIMIT ${limit})
                  UNION ALL
                  (SELECT NULL, type, count(*), NULL FROM m GROUP BY type)
                ) found ORDER BY pos`
          : sql`WITH q AS (SELECT to_tsquery('english', ${query}) AS query)
                SELECT key, type, NULL AS n FROM search_index, q WHERE document @@ q.query ${type ? sql`AND type = ${type}` : sql``}
                ORDER BY ts_rank(document, q.query) DESC, key LIMIT ${limit}`,
      )
      const ids = found.flatMap((row) => (row.key === null ? [] : [row.key]))
      if (!counted) return { ids }
      return { ids, counts: new Map(found.flatMap((row) => (row.key === null ? [[row.type, Number(row.n)] as const] : []))) }
    },
    async show(ids) {
      if (ids.length === 0) return []
      return rows<Row>(
        payload,
        sql`SELECT key AS id, key, type, subtype, doc_id, url, summary, date, title,
              ts_headline('english', body, to_tsquery('english', ${query}), ${headline}) AS snippet
            FROM search_index WHERE key IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    },
  }
}

function sqlite(payload: Payload, terms: string[]): Engine {
  const match = fts5Query(terms)
  const rank = sql`bm25(search_index, 0, 0, 0, 0, 0, 0, 0, 10.0, 1.0)`
  return {
    query: match,
    async rank(limit, type, counted) {
      // Types come from the narrow table: reading them from the index would read every hit's whole row.
      const [ranked, counts] = await Promise.all([
        rows<{ id: number | string }>(
          payload,
          type
            ? sql`SELECT search_index.rowid AS id FROM search_index JOIN search_rows ON search_rows.id = search_index.rowid
                  WHERE search_index MATCH ${match} AND search_rows.type = ${type}
                  ORDER BY ${rank}, search_index.rowid LIMIT ${limit}`
            : sql`SELECT rowid AS id FROM search_index WHERE search_index MATCH ${match} ORDER BY ${rank}, rowid LIMIT ${limit}`,
        ),
        counted
          ? rows<{ type: string; n: number | string }>(
              payload,
              sql`SELECT search_rows.type AS type, count(*) AS n FROM search_index JOIN search_rows ON search_rows.id = search_index.rowid
                  WHERE search_index MATCH ${match} GROUP BY search_rows.type`,
            )
          : undefined,
      ])
      const ids = ranked.map((row) => String(row.id))
      return counts ? { ids, counts: new Map(counts.map((row) => [row.type, Number(row.n)])) } : { ids }
    },
    async show(ids) {
      if (ids.length === 0) return []
      const rowids = ids.map(Number)
      // One pass over the query's hits between the first and last rowid: FTS5 would build
      // a prefix query's hit list again for every rowid of an IN list (`+` keeps it a filter).
      return rows<Row>(
        payload,
        sql`SELECT rowid AS id, key, type, subtype, doc_id, url, summary, date, title, snippet(search_index, 8, ${open}, ${close}, '…', 28) AS snippet
            FROM search_index WHERE search_index MATCH ${match} AND rowid BETWEEN ${Math.min(...rowids)} AND ${Math.max(...rowids)}
            AND +rowid IN (${sql.join(
              rowids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    },
  }
}

/**
 * Ranked hits kept per index version and query: the hits per type, the first
 * `rankedHits` ids in rank order per type filter, and the rows (with snippets)
 * of the first pages shown. The version is read from the database on every
 * search and raised with every change to the index (lib/backend/searchIndex.ts),
 * and it is part of every key: nothing kept is served once the index changed,
 * whichever server changed it. Each server keeps its own, at most
 * `cachedQueries` queries, the least recently used going first.
 */
const rankedHits = 500
const cachedQueries = 300
const shownRows = 50
type Cached = { counts: Map<string, number>; ranked: Map<string, string[]>; shown: Map<string, Row> }
const cache = new Map<string, Cached>()
let latestVersion = ''

const cacheKey = (version: string, query: string) => `${version}\n${query}`

function cached(version: string, query: string): Cached | undefined {
  if (version !== latestVersion) {
    // What was kept under another version is of no more use.
    cache.clear()
    latestVersion = version
  }
  const key = cacheKey(version, query)
  const entry = cache.get(key)
  if (entry) {
    // Most recently used last.
    cache.delete(key)
    cache.set(key, entry)
  }
  return entry
}

function keep(version: string, query: string, entry: Cached) {
  // A search that began before the index last changed keeps nothing.
  if (version !== latestVersion) return
  cache.set(cacheKey(version, query), entry)
  while (cache.size > cachedQueries) {
    const oldest = cache.keys().next().value
    if (oldest === undefined) break
    cache.delete(oldest)
  }
}

async function find(payload: Payload, terms: string[], type: SearchType | undefined, limit: number, offset: number) {
  const engine = isPostgres(payload) ? postgres(payload, terms) : sqlite(payload, terms)
  const version = await searchIndexVersion(payload)
  const filter = type ?? ''
  let entry = cached(version, engine.query)
  let ranked = entry?.ranked.get(filter)
  if (!entry || !ranked) {
    const found = await engine.rank(rankedHits, type, !entry)
    ranked = found.ids
    entry = entry ?? { counts: found.counts ?? new Map(), ranked: new Map(), shown: new Map() }
    entry.ranked.set(filter, ranked)
    keep(version, engine.query, entry)
  }
  const { counts, shown } = entry
  const total = type ? (counts.get(type) ?? 0) : [...counts.values()].reduce((sum, n) => sum + n, 0)
  // Past the ranked hits kept (a deep page of a common word), rank as far as the page.
  const end = Math.min(offset + limit, total)
  const page =
    end <= offset ? [] : end <= ranked.length ? ranked.slice(offset, end) : (await engine.rank(end, type, false)).ids.slice(offset, end)
  const fetched = new Map((await engine.show(page.filter((id) => !shown.has(id)))).map((row) => [String(row.id), row]))
  for (const [id, row] of fetched) if (shown.size < shownRows) shown.set(id, row)
  const hits = page.flatMap((id) => shown.get(id) ?? fetched.get(id) ?? [])
  return { hits, counts, total }
}

/**
 * The address of the visitor whose page is being rendered, for a search the
 * search page runs in process (route handlers pass theirs). Read only here:
 * reading the request's headers makes a page dynamic, which the search page is anyway.
 */
export async function renderingClient(): Promise<string> {
  try {
    return clientAddress(await headers())
  } catch {
    // Outside a request (tests, scripts).
    return 'unknown'
  }
}

/** `client`: the searcher's address, only to tell visitors apart in the counts. */
export async function searchSite(query: SearchQuery, client: string) {
  const terms = queryTerms(query.query)
  const empty = {
    data: [],
    total: 0,
    perPage: query.perPage,
    currentPage: query.page,
    query: query.query,
    type: query.type ?? null,
    counts: {},
  }
  if (terms.length === 0) return empty
  const payload = await cms()
  const { hits, counts, total } = await find(payload, terms, query.type, query.perPage, (query.page - 1) * query.perPage)
  const countsByType = Object.fromEntries(searchTypes.flatMap((type) => (counts.get(type) ? [[type, counts.get(type) ?? 0]] : [])))
  // Counted once per search: the first page, unfiltered, and only when it found something.
  if (query.page === 1 && !query.type && total > 0) await recordSearch(payload, query.query, client)
  return {
    ...empty,
    total,
    counts: countsByType,
    data: hits.map((hit) => ({
      kind: hit.type,
      type: hit.subtype,
      id: hit.doc_id,
      title: hit.title,
      url: hit.url,
      summary: hit.summary,
      date: hit.date,
      snippet: segments(hit.snippet ?? ''),
    })),
  }
}

/**
 * "Most searched" suggests a query only once this many different visitors
 * searched it, on this many different days, within the last 90 days: one
 * client repeating a query (a script, a fuzzer) never makes it a suggestion.
 * SEARCH_SUGGEST_MIN_CLIENTS and SEARCH_SUGGEST_MIN_DAYS change them.
 */
export const suggestionThresholds = { minClients: 3, minDays: 2 } as const

export function searchSuggestionThresholds(env: Record<string, string | undefined> = process.env) {
  const positive = (raw: string | undefined, fallback: number) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : fallback)
  return {
    minClients: positive(env.SEARCH_SUGGEST_MIN_CLIENTS, suggestionThresholds.minClients),
    minDays: positive(env.SEARCH_SUGGEST_MIN_DAYS, suggestionThresholds.minDays),
  }
}

/** A visitor as the counts know them: a keyed hash of the address, which cannot be turned back into it without the CMS secret. */
export const searchClient = (address: string) =>
  createHmac('sha256', createHmac('sha256', cmsSecret()).update('search-client').digest()).update(address).digest('base64url').slice(0, 22)

/** Counts a query for "most searched": its words, per day and visitor (a hash, never the address). */
export async function recordSearch(payload: Payload, query: string, client: string, now = new Date()): Promise<void> {
  const term = normaliseQuery(query)
  if (term.length < 2) return
  const day = now.toISOString().slice(0, 10)
  try {
    await run(
      payload,
      sql`INSERT INTO search_terms (term, day, client, count) VALUES (${term}, ${day}, ${searchClient(client)}, 1)
          ON CONFLICT (term, day, client) DO UPDATE SET count = search_terms.count + 1, updated_at = ${now.toISOString()}`,
    )
  } catch (error) {
    // Counting is a nicety: a failure must never cost the visitor their results.
    console.error('[search] could not record the query', error)
  }
}

/**
 * Editors' pinned searches first, then the queries of the last 90 days that
 * enough different visitors searched on enough different days, ranked by
 * visitor-days (one client counts once a day however often it searches); at most `limit`.
 */
export async function mostSearched(limit = 10, now = new Date()): Promise<records.MostSearch[]> {
  const payload = await cms()
  const { docs: pinned } = await payload.find({
    collection: 'pinned-searches',
    sort: 'order',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const { minClients, minDays } = searchSuggestionThresholds()
  const since = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const frequent = await rows<{ term: string }>(
    payload,
    sql`SELECT term FROM search_terms WHERE day >= ${since} GROUP BY term
        HAVING COUNT(DISTINCT client) >= ${minClients} AND COUNT(DISTINCT day) >= ${minDays}
        ORDER BY COUNT(*) DESC, term LIMIT ${limit + pinned.length}`,
  )
  const pinnedTerms = new Set(pinned.map((p) => normaliseQuery(p.term)))
  return [
    ...pinned.map((p) => ({ term: p.term, pinned: true })),
    ...frequent.filter((f) => !pinnedTerms.has(f.term)).map((f) => ({ term: f.term, pinned: false })),
  ].slice(0, Math.max(limit, pinned.length))
}
