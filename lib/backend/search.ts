import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { cmsSecret } from '../../cms/secret'
import { clientAddress } from './rateLimit'

import { type SearchQuery, type SearchType, type records, searchTypes } from '../contract'
import { cms } from './cms'
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

async function find(payload: Payload, terms: string[], type: SearchType | undefined, limit: number, offset: number) {
  const byType = type ? sql`AND type = ${type}` : sql``
  if (isPostgres(payload)) {
    const query = tsQuery(terms)
    const headline = `StartSel=${open}, StopSel=${close}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`
    const [hits, counts] = await Promise.all([
      rows<Row>(
        payload,
        sql`WITH q AS (SELECT to_tsquery('english', ${query}) AS query),
            hits AS (
              SELECT key, type, subtype, doc_id, url, summary, date, title, body, ts_rank(document, q.query) AS rank
              FROM search_index, q WHERE document @@ q.query ${byType}
              ORDER BY rank DESC, key LIMIT ${limit} OFFSET ${offset}
            )
            SELECT key, type, subtype, doc_id, url, summary, date, title, ts_headline('english', body, q.query, ${headline}) AS snippet
            FROM hits, q ORDER BY rank DESC, key`,
      ),
      rows<{ type: string; n: number | string }>(
        payload,
        sql`SELECT type, count(*) AS n FROM search_index WHERE document @@ to_tsquery('english', ${query}) GROUP BY type`,
      ),
    ])
    return { hits, counts }
  }
  const match = fts5Query(terms)
  // Rank first on the rowid alone, then build snippets for the one page of hits only.
  const [hits, counts] = await Promise.all([
    rows<Row>(
      payload,
      sql`WITH page AS (
            SELECT rowid AS id, bm25(search_index, 0, 0, 0, 0, 0, 0, 0, 10.0, 1.0) AS rank
            FROM search_index WHERE search_index MATCH ${match} ${byType}
            ORDER BY rank LIMIT ${limit} OFFSET ${offset}
          )
          SELECT key, type, subtype, doc_id, url, summary, date, title, snippet(search_index, 8, ${open}, ${close}, '…', 28) AS snippet
          FROM search_index JOIN page ON search_index.rowid = page.id
          WHERE search_index MATCH ${match}
          ORDER BY page.rank, key`,
    ),
    rows<{ type: string; n: number | string }>(
      payload,
      sql`SELECT type, count(*) AS n FROM search_index WHERE search_index MATCH ${match} GROUP BY type`,
    ),
  ])
  return { hits, counts }
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
  const { hits, counts } = await find(payload, terms, query.type, query.perPage, (query.page - 1) * query.perPage)
  const countsByType = Object.fromEntries(
    searchTypes.map((type) => [type, Number(counts.find((c) => c.type === type)?.n ?? 0)]).filter(([, n]) => Number(n) > 0),
  ) as Record<string, number>
  const total = query.type ? (countsByType[query.type] ?? 0) : Object.values(countsByType).reduce((sum, n) => sum + n, 0)
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
