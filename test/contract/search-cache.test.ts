import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richtext'
import { addIndexRows, removeIndexRows } from '@/lib/backend/searchIndex'
import { isPostgres, run } from '@/lib/backend/sql'
import { type Result, endpoints } from '@/lib/contract'

import { api } from '../support/api'

/**
 * What keeps the search fast must never make it wrong: ranked hits and counts
 * are kept per index version, and every change to the index, on any server,
 * raises the version in the database.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

const search = async (query: string) => {
  const response = await api(`/search?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return endpoints.search.response.parse(response.body) as Result<'search'>
}
const urls = (result: Result<'search'>) => result.data.map((r) => r.url)

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
    // Another server removes the row in its own transaction and raises the version with it.
    const forget = isPostgres(payload)
      ? [sql`DELETE FROM search_index WHERE key = ${key}`]
      : [
          sql`DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_rows WHERE key = ${key})`,
          sql`DELETE FROM search_rows WHERE key = ${key}`,
        ]
    for (const statement of forget) await run(payload, statement)
    // Until the version moves, this server answers from what it kept (which is why every change must raise it)…
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
