import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richtext'
import { addIndexRows, removeIndexRows, searchIndexChanged } from '@/lib/searchIndex'
import { isPostgres, rows, run } from '@/lib/sql'
import type { Result } from '@/lib/contract'

import { search, urls } from '../support/api'

/**
 * What keeps the search fast must never make it wrong: ranked hits and counts
 * are kept per index version, and every change to the index, on any server,
 * raises the version in the database.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

const story = (slug: string, title: string, publishedAt = '2026-01-15T09:00:00.000Z') => ({
  title,
  slug,
  type: 'news' as const,
  publishedAt,
  summary: 'A short story.',
  body: richText(['Nothing else to say.']),
  _status: 'published' as const,
})

describe('totals and results after a change', () => {
  // The other files share the database: the stories and the event this one makes leave with it.
  afterAll(async () => {
    const okapi = { slug: { in: ['okapi-census', 'okapi-embargo', 'okapi-day'] } }
    await payload.delete({ collection: 'news', where: okapi, overrideAccess: true })
    await payload.delete({ collection: 'events', where: okapi, overrideAccess: true })
  })

  it('follow publishing, unpublishing and the embargo at once, however often the query was asked before', async () => {
    const before = await search('query=okapi')
    expect(before.total).toBe(0)
    expect((await search('query=okapi')).total).toBe(0)

    const first = await payload.create({ collection: 'news', data: story('okapi-census', 'Okapi census'), overrideAccess: true })
    for (let i = 0; i < 2; i++) {
      const result = await search('query=okapi')
      expect(result.total).toBe(1)
      expect(result.counts).toEqual({ news: 1 })
      expect(urls(result)).toEqual(['/news/okapi-census'])
    }

    await payload.create({
      collection: 'events',
      data: { title: 'Okapi day', slug: 'okapi-day', startsAt: '2026-12-01T09:00:00.000Z', summary: 'A day.', _status: 'published' },
      overrideAccess: true,
    })
    // Embargoed until far in the future: invisible, and not counted.
    await payload.create({
      collection: 'news',
      data: story('okapi-embargo', 'Okapi embargo', '2099-01-01T09:00:00.000Z'),
      overrideAccess: true,
    })
    for (let i = 0; i < 2; i++) {
      const result = await search('query=okapi')
      expect(result.total).toBe(2)
      expect(result.counts).toEqual({ news: 1, event: 1 })
      expect(urls(result).sort()).toEqual(['/events/okapi-day', '/news/okapi-census'])
      expect((await search('query=okapi&type=news')).total).toBe(1)
    }

    await payload.update({ collection: 'news', id: first.id, data: { _status: 'draft' }, overrideAccess: true })
    for (let i = 0; i < 2; i++) {
      const result = await search('query=okapi')
      expect(result.total).toBe(1)
      expect(result.counts).toEqual({ event: 1 })
      expect(urls(result)).toEqual(['/events/okapi-day'])
      const news = await search('query=okapi&type=news')
      expect([news.total, news.data]).toEqual([0, []])
    }
  })

  it('a change another server makes is seen at once: the version in the database decides, not this process', async () => {
    const key = 'elsewhere:1'
    await addIndexRows(payload, [
      { key, type: 'page', subtype: 'page', docId: '1', url: '/elsewhere', summary: '', date: null, title: 'Pangolin survey', body: '' },
    ])
    expect((await search('query=pangolin')).total).toBe(1)
    // Another server removes the row; were it not to raise the version with it (here the raise is undone)…
    await removeIndexRows(payload, [key])
    await run(payload, sql`UPDATE search_version SET version = version - 1 WHERE id = 1`)
    // …this server would answer from what it kept (which is why every change must raise it)…
    expect((await search('query=pangolin')).total).toBe(1)
    await run(payload, sql`UPDATE search_version SET version = version + 1 WHERE id = 1`)
    // …and from the next search on, the change shows.
    const after = await search('query=pangolin')
    expect([after.total, after.data]).toEqual([0, []])
  })
})

describe('many hits', () => {
  // More hits than are kept ranked: deep pages are ranked on demand and must join up with the kept ones.
  const count = 640
  const keys = Array.from({ length: count }, (_, i) => `many:${i}`)
  beforeAll(async () => {
    await addIndexRows(
      payload,
      keys.map((key, i) => ({
        key,
        type: i % 3 === 0 ? 'event' : 'page',
        subtype: 'page',
        docId: String(i),
        url: `/many/${i}`,
        summary: '',
        date: null,
        title: i % 97 === 0 ? 'Aardwolf den' : `Entry ${i}`,
        body: `${'aardwolf '.repeat(1 + (i % 7))}${'filler '.repeat(20 - (i % 7))}`,
      })),
    )
  })
  afterAll(async () => {
    await removeIndexRows(payload, keys)
  })

  it('pages through all of them without gap or overlap, filtered or not, with exact totals', async () => {
    for (const [filter, expected] of [
      ['', count],
      ['&type=event', Math.ceil(count / 3)],
    ] as const) {
      const seen: string[] = []
      for (let page = 1; page <= 7; page++) {
        const result = await search(`query=aardwolf&perPage=100&page=${page}${filter}`)
        expect(result.total).toBe(expected)
        seen.push(...urls(result))
      }
      expect(seen).toHaveLength(expected)
      expect(new Set(seen).size).toBe(expected)
      // Small pages across the boundary of the kept hits agree with the large ones.
      const small: string[] = []
      for (let page = 49; page <= 52; page++) small.push(...urls(await search(`query=aardwolf&perPage=10&page=${page}${filter}`)))
      expect(small).toEqual(seen.slice(480, 520))
    }
  })
})

describe('the fast path against ranking and counting every hit', () => {
  // The title group first, ranked on its own, then the rest; counts from the words table; the last word's
  // prefix as the words it stands for. Here every hit is ranked and counted the slow, plain way, and the
  // answers must be the same, page by page, filtered or not. `zorilla` is also a prefix of `zorillaform`.
  const count = 700
  const keys = Array.from({ length: count }, (_, i) => `exact:${i}`)
  const types = ['news', 'event', 'page', 'publication'] as const
  const title = (i: number) =>
    i % 9 === 0
      ? `Zorilla sighting ${'report '.repeat(i % 4)}`
      : i % 13 === 0
        ? 'Zorillaform study'
        : i % 17 === 0
          ? 'Tamarin and zorilla'
          : `Entry ${i}`
  const body = (i: number) =>
    [
      'zorilla '.repeat(i % 5),
      i % 6 === 0 ? 'zorillas ' : '',
      i % 7 === 0 ? 'zorillaform ' : '',
      i % 3 === 0 ? 'tamarin ' : '',
      // Dozens of words that begin with `zebu`: more than are looked up as words, so it is matched as a prefix.
      i % 2 === 0 ? `zebu${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghij'[i % 10]} ` : '',
      'filler words here '.repeat(i % 11),
    ].join('')
  beforeAll(async () => {
    await addIndexRows(
      payload,
      keys.map((key, i) => ({
        key,
        type: types[i % types.length],
        subtype: types[i % types.length],
        docId: String(i),
        url: `/exact/${i}`,
        summary: '',
        date: null,
        title: title(i),
        body: body(i),
      })),
    )
  })
  afterAll(async () => {
    await removeIndexRows(payload, keys)
  })

  /** Every hit's address in rank order, and the hits per type, from one plain pass over all of them. */
  async function everyHit(terms: string[], type?: string): Promise<{ urls: string[]; counts: Record<string, number> }> {
    const last = (i: number) => i === terms.length - 1
    if (isPostgres(payload)) {
      const query = terms.map((t, i) => `${t}${last(i) && t.length > 1 ? ':*' : ''}`).join(' & ')
      const anyWord = terms.map((t, i) => `${t}${last(i) && t.length > 1 ? ':*' : ''}`).join(' | ')
      const hits = await rows<{ url: string; type: string }>(
        payload,
        sql`SELECT url, type FROM search_index WHERE document @@ to_tsquery('english', ${query})
            ORDER BY title_document @@ to_tsquery('english', ${anyWord}) DESC,
              CASE WHEN title_document @@ to_tsquery('english', ${anyWord}) THEN ts_rank(title_document, to_tsquery('english', ${anyWord}))
                ELSE ts_rank(document, to_tsquery('english', ${query})) END DESC,
              key`,
      )
      return tally(hits, type)
    }
    const phrases = terms.map((t, i) => `"${t}"${last(i) && t.length > 1 ? '*' : ''}`)
    const titled = new Map(
      (
        await rows<{ id: number; score: number }>(
          payload,
          sql`SELECT rowid AS id, bm25(search_titles) AS score FROM search_titles WHERE search_titles MATCH ${phrases.join(' OR ')}`,
        )
      ).map((row) => [Number(row.id), Number(row.score)]),
    )
    const hits = await rows<{ id: number; url: string; type: string; score: number }>(
      payload,
      sql`SELECT rowid AS id, url, type, bm25(search_index, 0, 0, 0, 0, 0, 0, 0, 10.0, 1.0) AS score FROM search_index WHERE search_index MATCH ${phrases.join(' ')}`,
    )
    const group = (id: number) => (titled.has(id) ? 0 : 1)
    const score = (row: { id: number; score: number }) => titled.get(Number(row.id)) ?? Number(row.score)
    hits.sort((a, b) => group(Number(a.id)) - group(Number(b.id)) || score(a) - score(b) || Number(a.id) - Number(b.id))
    return tally(hits, type)
  }
  const tally = (hits: { url: string; type: string }[], type?: string) => {
    const counts: Record<string, number> = {}
    for (const hit of hits) counts[hit.type] = (counts[hit.type] ?? 0) + 1
    return { urls: hits.filter((hit) => !type || hit.type === type).map((hit) => hit.url), counts }
  }

  /** The site's answers, every page, the first right after a change to the index (nothing kept applies). */
  async function everyPage(query: string, perPage: number, type?: string) {
    await searchIndexChanged(payload)
    const seen: string[] = []
    let first: Result<'search'> | undefined
    for (let page = 1; ; page++) {
      const result = await search(`query=${encodeURIComponent(query)}&perPage=${perPage}&page=${page}${type ? `&type=${type}` : ''}`)
      first ??= result
      if (result.data.length === 0) break
      seen.push(...urls(result))
    }
    return { urls: seen, total: first?.total ?? 0, counts: first?.counts ?? {} }
  }

  it.each(['zorilla', 'zorillas', 'zori', 'zorillaform', 'tamarin zorilla', 'zorilla tamarin', 'zorilla tam', 'zebu', 'tamarin zebu'])(
    '%j: the same hits, order and counts, filtered or not',
    async (query) => {
      const terms = query.split(' ')
      const expected = await everyHit(terms)
      expect(expected.urls.length).toBeGreaterThan(0)
      const found = await everyPage(query, 100)
      expect(found.counts).toEqual(expected.counts)
      expect(found.total).toBe(expected.urls.length)
      expect(found.urls).toEqual(expected.urls)
      // Small pages across the end of the title group agree too.
      expect((await everyPage(query, 7)).urls).toEqual(expected.urls)
      for (const type of Object.keys(expected.counts)) {
        const filtered = await everyPage(query, 100, type)
        expect(filtered.total).toBe(expected.counts[type])
        expect(filtered.urls).toEqual((await everyHit(terms, type)).urls)
      }
    },
  )
})
