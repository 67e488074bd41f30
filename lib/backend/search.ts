import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { cmsSecret } from '../../cms/secret'
import { clientAddress } from '../rateLimit'

import { titleFirstTypes } from '../../content'
import { type SearchQuery, type SearchType, type records, searchTypes } from '../contract'
import { cms } from './cms'
import { rowidRange, searchIndexVersion } from '../searchIndex'
import { snippetsOf, wordsOfText } from '../searchIndex/scratch'
import { closestWords } from '../searchIndex/spelling'
import { plainWords, synonymWords } from '../searchIndex/words'
import { isPostgres, rows, run } from '../sql'

/**
 * Site search over the full-text index (lib/searchIndex/index.ts): SQLite
 * FTS5 ranked by bm25, or PostgreSQL's weighted tsvector ranked by ts_rank;
 * titles weigh more than bodies in both. Queries are reduced to their words,
 * so no input can reach the engines' query syntax.
 */

/** Marks around matched words in snippets: private-use characters no content contains. */
const open = '\uE000'
const close = '\uE001'

/** The words of a query: letters and digits only, lower-cased, at most 12 of at most 50 characters. */
const queryTerms = (query: string): string[] => plainWords(query).slice(0, 12)

/**
 * A word of a query with the words it stands for: itself first, then its
 * synonyms (editors keep them in /admin, `search-synonyms`). A document with
 * any of them matches the word.
 */
type Term = string[]

/** A query as it is recorded and counted: its words, space-separated. */
const normaliseQuery = (query: string) => queryTerms(query).join(' ').slice(0, 100)

/** One word of a query as FTS5 reads it: the last one also as a prefix (people type the start of words). */
const fts5Word = (word: string, last: boolean) => `"${word}"${last && word.length > 1 ? '*' : ''}`

/** One word as PostgreSQL's to_tsquery reads it, by the same rule. Terms are letters and digits only, so they are safe here. */
const tsWord = (word: string, last: boolean) => `${word}${last && word.length > 1 ? ':*' : ''}`

/** A term with its synonyms, in an engine's syntax: any of them (the word typed also as a prefix, if last). */
const anyOf = (word: (word: string, last: boolean) => string, or: string) => (term: Term, last: boolean) =>
  term.length === 1 ? word(term[0], last) : `(${term.map((w, i) => word(w, last && i === 0)).join(` ${or} `)})`
const fts5Phrase = anyOf(fts5Word, 'OR')
const tsTerm = anyOf(tsWord, '|')

const words = (terms: Term[], word: (term: Term, last: boolean) => string) => terms.map((term, i) => word(term, i === terms.length - 1))

/** A snippet with marks, as segments the page renders without ever parsing HTML. */
function segments(marked: string): records.TextSegment[] {
  const out: records.TextSegment[] = []
  for (const [i, part] of marked.split(new RegExp(`[${open}${close}]`)).entries()) if (part) out.push({ text: part, match: i % 2 === 1 })
  return out
}

type SQL = ReturnType<typeof sql>

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
 * How a query's hits are counted, ranked and shown, on either engine.
 *
 * The order: hits with one of the query's words in their title first, then
 * the rest, each group by relevance, ties by id. On SQLite the title group is
 * ranked by bm25 over titles (their own index, `search_titles`), the rest by
 * bm25 over title and body (titles weighing more); on PostgreSQL the title
 * group by ts_rank of the query's words over titles (`title_document`, kept in
 * the row: the body's tsvector is out of line), the rest by ts_rank of the
 * query over title and body (titles weighing more). Ranking means scoring every hit
 * of a group, so the groups are what keep a common word fast: its first pages
 * come from the title group alone, a small part of its hits, and the rest are
 * ranked only for a page past the title group.
 *
 * Counting means finding every hit, most of the index for a common word. A
 * one-word query is counted from `search_words` instead: how many documents of
 * each type have each word of the index, kept in step with it. The words the
 * query's last word stands for (it is also a prefix: `health` finds
 * _healthcare_) come from there too, so the engines look them up as words
 * rather than as a prefix. Ids are rowids on SQLite, keys on PostgreSQL.
 */
type Engine = {
  /** The query as the engine reads it; also the cache's key. */
  query: string
  /**
   * A query's first search: its hits per type, and the ids `rank` gives, each as soon as it is known (the
   * page's rows are read while the hits are still being counted).
   */
  first(limit: number, keep: number, type: SearchType | undefined): { counts: Promise<Counts>; ids: Promise<string[]> }
  /**
   * Ids of the first hits in rank order (of one type, if given): the first
   * `limit` (or all there are), and as many more, up to `keep`, as were ranked anyway.
   */
  rank(limit: number, keep: number, type: SearchType | undefined): Promise<string[]>
  /** The rows of these ids, with a snippet, in any order. */
  show(ids: string[]): Promise<Row[]>
}

/** Documents per type. */
type Counts = Map<string, number>
const sum = (counts: Counts) => [...counts.values()].reduce((a, b) => a + b, 0)

/** Ranks the title group, then the rest only if the title group is shorter than `limit`. */
async function byGroup(limit: number, keep: number, group: (inTitle: boolean, limit: number) => Promise<string[]>) {
  const most = Math.max(limit, keep)
  const inTitle = await group(true, most)
  if (inTitle.length >= limit) return inTitle
  return [...inTitle, ...(await group(false, most - inTitle.length))]
}

/** More index words than this for a query's last word, and it is matched as a prefix. */
const mostWords = 32

/**
 * Where `search_words` has the words a query's last word stands for: its
 * stem (`stem`, as the index stores words), and when the word is also a
 * prefix every word beginning with it (every such string sorts between the
 * stem and the stem followed by the last code point).
 */
const lastWordRows = (term: string, stem: SQL) =>
  sql`SELECT word, type, docs FROM search_words
      WHERE ${term.length > 1 ? sql`word >= ${stem} AND word < ${stem} || ${'\u{10FFFF}'}` : sql`word = ${stem}`} AND docs > 0
      ORDER BY word LIMIT ${(mostWords + 1) * searchTypes.length}`

/** Those words, each with its documents per type; undefined if there are more than `mostWords` (each word has a row per type at most). */
function lastWordWords(found: { word: string | null; type: string | null; docs: number | string | null }[]) {
  if (found.length >= (mostWords + 1) * searchTypes.length) return undefined
  const byWord = new Map<string, Counts>()
  for (const row of found)
    if (row.word !== null && row.type !== null) byWord.set(row.word, (byWord.get(row.word) ?? new Map()).set(row.type, Number(row.docs)))
  return byWord.size > mostWords ? undefined : byWord
}

/** The words by their documents, most first. */
const byDocuments = (words: Map<string, Counts>) => [...words.entries()].sort((a, b) => sum(b[1]) - sum(a[1]) || (a[0] < b[0] ? -1 : 1))

const headline = `StartSel=${open}, StopSel=${close}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`

/** A lexeme as a tsquery literal: quoted, so any character in it is taken as it is. */
const tsLexeme = (lexeme: string) => `'${lexeme.replace(/[\\']/g, (c) => `\\${c}`)}'`

/** PostgreSQL: whether a row is a page about what its title names (a theme, a person) with every word of `query` in its title. */
const postgresTitleFirst = (query: SQL) =>
  titleFirstTypes.length === 0
    ? sql`false`
    : sql`(type IN (${sql.join(
        titleFirstTypes.map((t) => sql`${t}`),
        sql`, `,
      )}) AND title_document @@ ${query})`

/**
 * PostgreSQL: whether a word before the last is in no document, nor any of its synonyms (a misspelt word,
 * typically): then nothing matches, known from `search_words` without a scan. A word that is not one stem
 * is left to the query.
 */
function postgresMissingWord(terms: Term[]): SQL {
  if (terms.length === 1) return sql`false`
  return sql.join(
    terms.slice(0, -1).map(
      (term) =>
        sql`(SELECT bool_and(cardinality(stems) = 1 AND NOT EXISTS (SELECT 1 FROM search_words WHERE word = stems[1] AND docs > 0))
             FROM (SELECT tsvector_to_array(to_tsvector('english', w)) AS stems FROM unnest(ARRAY[${sql.join(
               term.map((w) => sql`${w}`),
               sql`, `,
             )}]::text[]) AS w) AS words)`,
    ),
    sql` OR `,
  )
}

function postgres(payload: Payload, terms: Term[]): Engine {
  const query = words(terms, tsTerm).join(' & ')
  // The last word's index words replace its prefix only when it has no synonyms.
  const [last, ...synonyms] = terms[terms.length - 1]
  /**
   * The query's tsqueries, normalised once (to_tsquery), then passed as constants: as a call in a
   * statement, to_tsquery would run again for every row. With the index's words for the last word.
   */
  let prepared: Promise<{ query: SQL; anyWord: SQL; head: SQL; lastWords: Map<string, Counts> | undefined; missing: boolean }> | undefined
  const tsqueries = () =>
    (prepared ??= (async () => {
      const found = await rows<{
        query: string
        any_word: string
        head: string | null
        stems: number
        word: string | null
        type: string | null
        docs: number | string | null
        missing: boolean | null
      }>(
        payload,
        sql`WITH prepared AS (
              SELECT to_tsquery('english', ${query})::text AS query, to_tsquery('english', ${words(terms, tsTerm).join(' | ')})::text AS any_word,
                ${
                  terms.length > 1
                    ? sql`to_tsquery('english', ${terms
                        .slice(0, -1)
                        .map((term) => tsTerm(term, false))
                        .join(' & ')})::text`
                    : sql`NULL`
                } AS head,
                tsvector_to_array(to_tsvector('english', ${last})) AS stems)
            SELECT query, any_word, head, cardinality(stems) AS stems, ${postgresMissingWord(terms)} AS missing, found.*
            FROM prepared LEFT JOIN LATERAL (${lastWordRows(last, sql`prepared.stems[1]`)}) AS found ON cardinality(stems) = 1`,
      )
      const [row] = found
      const constant = (tsquery: string | null | undefined) => sql`${tsquery ?? ''}::tsquery`
      return {
        query: constant(row?.query),
        anyWord: constant(row?.any_word),
        head: constant(row?.head),
        // A word that is not one stem (a stop word) is matched as the query says.
        lastWords: Number(row?.stems) === 1 && synonyms.length === 0 ? lastWordWords(found) : undefined,
        missing: row?.missing === true,
      }
    })())

  /** The query's match for GIN: the last word as the words it stands for (exact entries, not a prefix); null if nothing matches. */
  async function matches(): Promise<SQL | null> {
    const { query, head, lastWords, missing } = await tsqueries()
    if (missing) return null
    if (!lastWords) return sql`document @@ ${query}`
    if (lastWords.size === 0) return null
    const lastWord = sql`${[...lastWords.keys()].map(tsLexeme).join(' | ')}::tsquery`
    return terms.length === 1 ? sql`document @@ ${lastWord}` : sql`document @@ (${head} && ${lastWord})`
  }

  const typeCounts = (found: { type: string; n: number | string }[]): Counts => new Map(found.map((row) => [row.type, Number(row.n)]))

  async function count(): Promise<Counts> {
    const found = terms.length === 1 ? (await tsqueries()).lastWords : undefined
    const match = found ? undefined : await matches()
    if (match) return typeCounts(await rows(payload, sql`SELECT type, count(*) AS n FROM search_index WHERE ${match} GROUP BY type`))
    if (!found) return new Map()
    // The documents of the most frequent word, plus those that have another but not it.
    const [most, ...others] = byDocuments(found)
    if (!most) return new Map()
    const counts = new Map(most[1])
    if (others.length === 0) return counts
    const added = await rows<{ type: string; n: number | string }>(
      payload,
      sql`SELECT type, count(*) AS n FROM search_index
          WHERE document @@ ${others.map(([word]) => tsLexeme(word)).join(' | ')}::tsquery AND NOT document @@ ${tsLexeme(most[0])}::tsquery
          GROUP BY type`,
    )
    for (const [type, n] of typeCounts(added)) counts.set(type, (counts.get(type) ?? 0) + n)
    return counts
  }

  async function group(inTitle: boolean, limit: number, type: SearchType | undefined) {
    const { query, anyWord } = await tsqueries()
    const match = await matches()
    if (!match) return []
    // One word: a match in the title is a match, and the title's index alone finds the title group.
    const where =
      terms.length === 1 && inTitle
        ? sql`title_document @@ ${anyWord}`
        : sql`${match} AND ${inTitle ? sql`` : sql`NOT`} (title_document @@ ${anyWord})`
    const found = await rows<{ key: string }>(
      payload,
      sql`SELECT key FROM search_index WHERE ${where} ${type ? sql`AND type = ${type}` : sql``}
          ORDER BY ${inTitle ? sql`${postgresTitleFirst(query)} DESC, ts_rank(title_document, ${anyWord})` : sql`ts_rank(document, ${query})`} DESC, key LIMIT ${limit}`,
    )
    return found.map((row) => row.key)
  }

  const rank = (limit: number, keep: number, type: SearchType | undefined) => byGroup(limit, keep, (inTitle, n) => group(inTitle, n, type))

  return {
    query,
    // Counted and ranked at once, on two of the pool's connections: each a scan of the GIN indexes, no statement waits for the other.
    first: (limit, keep, type) => ({ counts: count(), ids: rank(limit, keep, type) }),
    rank,
    async show(ids) {
      if (ids.length === 0) return []
      const { query } = await tsqueries()
      return rows<Row>(
        payload,
        sql`SELECT key AS id, key, type, subtype, doc_id, url, summary, date, title,
              ts_headline('english', body, ${query}, ${headline}) AS snippet
            FROM search_index WHERE key IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    },
  }
}

/**
 * SQLite: whether a row of the title group is a page about what its title names (a theme, a person) whose
 * title has every word: with one word, each of the title group of those types; with several, those of them
 * that match all in the titles' index.
 */
function sqliteTitleFirst(words: number, match: string): SQL {
  if (titleFirstTypes.length === 0) return sql`0`
  const ofTypes = sql.join(
    titleFirstTypes.map((t) => sql`rowid BETWEEN ${rowidRange(t).first} AND ${rowidRange(t).last}`),
    sql` OR `,
  )
  return words === 1
    ? sql`(${ofTypes})`
    : sql`(+rowid IN (SELECT rowid FROM search_titles WHERE search_titles MATCH ${match} AND (${ofTypes})))`
}

/**
 * SQLite: whether a word before the last is in no document, nor any of its synonyms (a misspelt word,
 * typically): then nothing matches, known from `search_words` without reading the index. A word FTS5
 * would read as other than one word is left to FTS5.
 */
async function sqliteMissingWord(payload: Payload, terms: Term[]): Promise<boolean> {
  const earlier = terms.slice(0, -1).map((term) => term.map((word) => wordsOfText(word)))
  if (earlier.length === 0 || earlier.some((term) => term.some((stems) => stems.length !== 1))) return false
  const found = await rows<{ word: string }>(
    payload,
    sql`SELECT DISTINCT word FROM search_words WHERE word IN (${sql.join(
      [...new Set(earlier.flat(2))].map((stem) => sql`${stem}`),
      sql`, `,
    )}) AND docs > 0`,
  )
  const known = new Set(found.map((row) => row.word))
  return earlier.some((term) => term.every(([stem]) => !known.has(stem)))
}

function sqlite(payload: Payload, terms: Term[]): Engine {
  const phrases = words(terms, fts5Phrase)
  const match = phrases.join(' AND ')
  const anyWord = phrases.join(' OR ')
  const rowids = (type: SearchType | undefined) => {
    if (!type) return sql``
    const { first, last } = rowidRange(type)
    return sql`AND rowid BETWEEN ${first} AND ${last}`
  }
  let lastWords: Promise<Map<string, Counts> | undefined> | undefined
  const indexWords = () =>
    (lastWords ??= (async () => {
      // The last word's index words replace its prefix only when it has no synonyms.
      const [term, ...synonyms] = terms[terms.length - 1]
      const stems = wordsOfText(term)
      return stems.length === 1 && synonyms.length === 0
        ? lastWordWords(await rows(payload, lastWordRows(term, sql`${stems[0]}`)))
        : undefined
    })())
  /** FTS5 reads a quoted word as its stem: a word of the index can be named in a query only if it is its own stem. */
  const nameable = (word: string) => wordsOfText(word).join(' ') === word
  const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`

  let absent: Promise<boolean> | undefined
  const missingWord = () => (absent ??= sqliteMissingWord(payload, terms))

  /** The query's match for finding its hits: the last word as the words it stands for, when FTS5 can name them all (none: nothing matches). */
  async function hitsMatch(): Promise<string | null> {
    if (await missingWord()) return null
    const found = await indexWords()
    if (!found || ![...found.keys()].every(nameable)) return match
    if (found.size === 0) return null
    return [...phrases.slice(0, -1), `(${[...found.keys()].map(quoted).join(' OR ')})`].join(' AND ')
  }

  const countMatch = async (fts5Match: string) =>
    typeCountsOf(
      (
        await rows<Record<string, unknown>>(
          payload,
          sql`SELECT ${countTypes(sql`rowid`)} FROM search_index WHERE search_index MATCH ${fts5Match}`,
        )
      )[0],
    )

  async function count(): Promise<Counts> {
    const found = terms.length === 1 ? await indexWords() : undefined
    const hits = await hitsMatch()
    if (hits === null) return new Map()
    if (!found) return countMatch(hits)
    // The documents of the most frequent word, plus those that have another but not it.
    const [most, ...others] = byDocuments(found)
    if (!most) return new Map()
    const counts = new Map(most[1])
    if (others.length === 0) return counts
    if (!nameable(most[0])) return countMatch(hits)
    for (const [type, n] of await countMatch(`(${hits}) NOT ${quoted(most[0])}`)) counts.set(type, (counts.get(type) ?? 0) + n)
    return counts
  }

  const titleFirst = sqliteTitleFirst(terms.length, match)

  /** The title group: ranked by bm25 over titles, the title-first pages before the rest; with several words, only the query's hits (`hits`: their rowids). */
  const titleGroup = (limit: number, type: SearchType | undefined, hits: SQL) =>
    sql`SELECT rowid AS id, ${titleFirst} AS first, bm25(search_titles) AS score FROM search_titles WHERE search_titles MATCH ${anyWord} ${rowids(type)}
        ${terms.length > 1 ? sql`AND +rowid IN ${hits}` : sql``} ORDER BY first DESC, score, rowid LIMIT ${limit}`

  async function group(inTitle: boolean, limit: number, type: SearchType | undefined) {
    const hits = await hitsMatch()
    if (hits === null) return []
    const found = await rows<{ id: number | string }>(
      payload,
      inTitle
        ? titleGroup(limit, type, sql`(SELECT rowid FROM search_index WHERE search_index MATCH ${hits} ${rowids(type)})`)
        : sql`SELECT rowid AS id FROM search_index WHERE search_index MATCH ${match} ${rowids(type)}
              AND +rowid NOT IN (SELECT rowid FROM search_titles WHERE search_titles MATCH ${anyWord} ${rowids(type)})
              ORDER BY bm25(search_index, 0, 0, 0, 0, 0, 0, 0, 10.0, 1.0), rowid LIMIT ${limit}`,
    )
    return found.map((row) => String(row.id))
  }

  const rank = (limit: number, keep: number, type: SearchType | undefined) => byGroup(limit, keep, (inTitle, n) => group(inTitle, n, type))

  /** Several words: one statement finds the hits once, counts them and ranks the title group among them. */
  async function several(limit: number, keep: number, type: SearchType | undefined): Promise<{ counts: Counts; ids: string[] }> {
    const hits = await hitsMatch()
    if (hits === null) return { counts: new Map(), ids: [] }
    const most = Math.max(limit, keep)
    const found = await rows<Record<string, number | string | null>>(
      payload,
      sql`WITH hits(id) AS MATERIALIZED (SELECT rowid FROM search_index WHERE search_index MATCH ${hits})
            SELECT NULL AS id, NULL AS first, NULL AS score, ${countTypes(sql`id`)} FROM hits
            UNION ALL
            SELECT id, first, score, ${sql.raw(searchTypes.map(() => 'NULL').join(', '))} FROM (${titleGroup(most, type, sql`hits`)})`,
    )
    const counts = typeCountsOf(found.find((row) => row.id === null))
    // Ordered again here: the union does not promise its order.
    const titled = found
      .flatMap((row) => (row.id === null ? [] : [{ id: Number(row.id), first: Number(row.first), score: Number(row.score) }]))
      .sort((a, b) => b.first - a.first || a.score - b.score || a.id - b.id)
      .map((row) => String(row.id))
    const total = type ? (counts.get(type) ?? 0) : sum(counts)
    // Every hit is in the title group, or it has enough for the page: the rest are not ranked.
    if (titled.length >= Math.min(limit, total)) return { counts, ids: titled }
    return { counts, ids: [...titled, ...(await group(false, most - titled.length, type))] }
  }

  return {
    query: match,
    first(limit, keep, type) {
      if (terms.length === 1) return { counts: count(), ids: rank(limit, keep, type) }
      const found = several(limit, keep, type)
      return { counts: found.then((f) => f.counts), ids: found.then((f) => f.ids) }
    },
    rank,
    show: (ids) => sqliteRows(payload, ids, match),
  }
}

/** SQLite: hits per type, counted in one pass over their rowids (which tell their types, lib/searchIndex/index.ts). */
const countTypes = (rowid: SQL) =>
  sql.join(
    searchTypes.map((type, i) => {
      const { first, last } = rowidRange(type)
      return sql`count(*) FILTER (WHERE ${rowid} BETWEEN ${first} AND ${last}) AS ${sql.raw(`n${i}`)}`
    }),
    sql`, `,
  )
const typeCountsOf = (found: Record<string, unknown> | undefined): Counts =>
  new Map(searchTypes.flatMap((type, i) => (Number(found?.[`n${i}`] ?? 0) > 0 ? [[type, Number(found?.[`n${i}`])] as const] : [])))

/** SQLite: the rows of these rowids, with the words of `match` marked in their snippets. */
async function sqliteRows(payload: Payload, ids: string[], match: string): Promise<Row[]> {
  if (ids.length === 0) return []
  const found = await rows<Omit<Row, 'snippet'> & { body: string }>(
    payload,
    sql`SELECT rowid AS id, key, type, subtype, doc_id, url, summary, date, title, body FROM search_index WHERE rowid IN (${sql.join(
      ids.map((id) => sql`${Number(id)}`),
      sql`, `,
    )})`,
  )
  // Snippets from these rows alone, by the same tokenizer: the same words marked, without reading the query's hits in the index.
  const snippets = snippetsOf(
    found.map((row) => ({ id: Number(row.id), title: row.title, body: row.body })),
    match,
    open,
    close,
  )
  return found.map((row) => ({
    id: row.id,
    key: row.key,
    type: row.type,
    subtype: row.subtype,
    doc_id: row.doc_id,
    url: row.url,
    summary: row.summary,
    date: row.date,
    title: row.title,
    snippet: snippets.get(Number(row.id)) ?? '',
  }))
}

/**
 * Ranked hits kept per index version and query: the hits per type, the first
 * ids in rank order per type filter (`firstRanked` after the first search, up
 * to `rankedHits` once a later page asked for more; fewer when the title group
 * was enough), and the rows (with snippets) of the first pages shown. The
 * version is read from the database on every search and raised with every
 * change to the index (lib/searchIndex/index.ts), and it is part of every
 * key: nothing kept is served once the index changed, whichever server changed
 * it. Each server keeps its own, at most `cachedQueries` queries, the least
 * recently used going first.
 */
const rankedHits = 500
/**
 * A query's first search ranks no further than this (or its page): the first
 * pages, which nearly every visitor stops at. Ranking a hit is cheap, handing
 * it over is not (500 ids cost SQLite more than ranking them), so a page past
 * these ranks up to `rankedHits` then.
 */
const firstRanked = 50
const cachedQueries = 300
const shownRows = 50
type Cached = { counts: Counts; ranked: Map<string, string[]>; shown: Map<string, Row> }
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

async function find(payload: Payload, version: string, terms: Term[], type: SearchType | undefined, limit: number, offset: number) {
  const engine = isPostgres(payload) ? postgres(payload, terms) : sqlite(payload, terms)
  const filter = type ?? ''
  let entry = cached(version, engine.query)
  let ranked = entry?.ranked.get(filter)
  /** Rows read before the hits were counted. */
  let early: Row[] = []
  if (!entry) {
    const found = engine.first(offset + limit, firstRanked, type)
    // The ids ranked hold the page (or every hit, if there are fewer): its rows are read while the hits are counted.
    const [counts, ids] = await Promise.all([
      found.counts,
      found.ids.then(async (ids) => {
        early = await engine.show(ids.slice(offset, offset + limit))
        return ids
      }),
    ])
    ranked = ids
    entry = { counts, ranked: new Map([[filter, ranked]]), shown: new Map() }
    keep(version, engine.query, entry)
  } else if (!ranked) {
    ranked = await engine.rank(offset + limit, firstRanked, type)
    entry.ranked.set(filter, ranked)
  }
  const { counts, shown } = entry
  const total = type ? (counts.get(type) ?? 0) : sum(counts)
  const end = Math.min(offset + limit, total)
  if (end > ranked.length) {
    // Past the hits ranked so far (the title group, or the first `rankedHits`): ranked as far as the page, kept if no further than `rankedHits`.
    ranked = await engine.rank(end, rankedHits, type)
    if (ranked.length <= rankedHits) entry.ranked.set(filter, ranked)
  }
  const page = end <= offset ? [] : ranked.slice(offset, end)
  const fetched = new Map(early.map((row) => [String(row.id), row]))
  for (const row of await engine.show(page.filter((id) => !shown.has(id) && !fetched.has(id)))) fetched.set(String(row.id), row)
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

/**
 * The index's version and the editors' synonyms: each word with the words it stands for. They are read again
 * only once the version changed: a change to them raises it (cms/collections/SearchSynonyms.ts).
 */
let synonymsKept: { version: string; of: Map<string, string[]> } | undefined
async function versionAndSynonyms(payload: Payload): Promise<{ version: string; synonyms: Map<string, string[]> }> {
  const kept = synonymsKept
  // In SQL, in the statement that reads the version: it costs little (the collection is public).
  const { version, synonyms } = await searchIndexVersion(payload, kept?.version)
  if (!synonyms) return { version, synonyms: kept?.of ?? new Map() }
  const of = new Map<string, string[]>()
  for (const group of synonyms.map(synonymWords))
    for (const word of group) of.set(word, [...new Set([...(of.get(word) ?? []), ...group.filter((other) => other !== word)])])
  synonymsKept = { version, of }
  return { version, synonyms: of }
}

/** Fewer results than this, and the query's misspelt words are looked for among the index's words. */
const fewResults = 3

/** `client`: the searcher's address, only to tell visitors apart in the counts. */
export async function searchSite(query: SearchQuery, client: string) {
  const typed = queryTerms(query.query)
  const empty = {
    data: [],
    total: 0,
    perPage: query.perPage,
    currentPage: query.page,
    query: query.query,
    type: query.type ?? null,
    counts: {},
    suggestion: null,
    corrected: false,
  }
  if (typed.length === 0) return empty
  const payload = await cms()
  const { version, synonyms } = await versionAndSynonyms(payload)
  const search = (words: string[]) =>
    find(
      payload,
      version,
      words.map((word) => [word, ...(synonyms.get(word) ?? [])]),
      query.type,
      query.perPage,
      (query.page - 1) * query.perPage,
    )
  let found = await search(typed)
  let suggestion: string | null = null
  let corrected = false
  if (found.total < fewResults) {
    // "Did you mean": each word not in the index as the closest word that is (the last, a prefix too, only when nothing matched).
    const asked = found.total === 0 ? typed : typed.slice(0, -1)
    const closest = [...(await closestWords(payload, asked)), ...typed.slice(asked.length)]
    if (closest.some((word, i) => word !== typed[i])) {
      const better = await search(closest)
      if (better.total > found.total) {
        suggestion = closest.join(' ')
        // The query as typed found nothing: the results are the suggestion's.
        if (found.total === 0) [found, corrected] = [better, true]
      }
    }
  }
  const { hits, counts, total } = found
  const countsByType = Object.fromEntries(searchTypes.flatMap((type) => (counts.get(type) ? [[type, counts.get(type) ?? 0]] : [])))
  // Counted once per search: the first page, unfiltered, and only when it found something (a misspelt query as its correction).
  if (query.page === 1 && !query.type && total > 0) await recordSearch(payload, corrected && suggestion ? suggestion : query.query, client)
  return {
    ...empty,
    suggestion,
    corrected,
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
