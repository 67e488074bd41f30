import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addIndexRows, removeIndexRows } from '@/lib/searchIndex'
import { rows } from '@/lib/sql'

import { search } from '../support/api'

/**
 * PostgreSQL alone (vitest.config.ts): counting a query's hits and ranking its title group read a heap page per
 * hit, so a document's text and tsvector are kept out of line
 * (cms/migrations/postgres/20261202_190000_search_narrow_rows.ts) and a page holds many rows.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('the rows a count visits', () => {
  const keys = Array.from({ length: 100 }, (_, i) => `wide:${i}`)
  // Words drawn from a fixed sequence: text that barely compresses, about 4 kB a document.
  const letters = 'bcdfghjklmnprstvz'
  let seed = 7
  const word = () =>
    Array.from({ length: 6 }, () => letters[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % letters.length]).join('') + 'a'
  beforeAll(async () => {
    await addIndexRows(
      payload,
      keys.map((key, i) => ({
        key,
        type: 'page',
        subtype: 'page',
        docId: String(i),
        url: `/wide/${i}`,
        summary: '',
        date: null,
        title: `Wildebeest ${i}`,
        body: Array.from({ length: 520 }, word).join(' '),
      })),
    )
  })
  afterAll(async () => {
    await removeIndexRows(payload, keys)
  })

  it('keeps ten or more documents of 4 kB on a heap page, and finds them all', async () => {
    const [{ pages, size }] = await rows<{ pages: number | string; size: number | string }>(
      payload,
      sql`SELECT count(DISTINCT (ctid::text::point)[0]) AS pages, avg(octet_length(body)) AS size FROM search_index WHERE key LIKE 'wide:%'`,
    )
    expect(Number(size)).toBeGreaterThan(4000)
    // Inline (compressed) about three such rows filled a page: 29 pages for these hundred.
    expect(Number(pages)).toBeLessThanOrEqual(10)
    expect((await search('query=wildebeest&perPage=100')).total).toBe(keys.length)
  })
})
