import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDrafts } from '@/cms/seed'
import { recordSearch, searchClient, searchSuggestionThresholds } from '@/lib/backend/search'
import { richText } from '@/cms/seed/richtext'
import { ErrorBody, endpoints, searchTypes } from '@/lib/contract'

import { api, search, urls } from '../support/api'

/**
 * Site search end to end: the full-text index, its ranking, snippets, filter
 * and paging, its sync with publishing, and the query log behind most searches.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

const story = (slug: string, title: string, summary: string, body: string) => ({
  title,
  slug,
  type: 'news' as const,
  publishedAt: '2026-01-15T09:00:00.000Z',
  summary,
  body: richText([body]),
  _status: 'published' as const,
})

describe('ranking, snippets, filter and paging', () => {
  beforeAll(async () => {
    await payload.create({
      collection: 'news',
      data: story(
        'zebrafish-in-body',
        'A story about fish models',
        'Models in the laboratory.',
        'We study the zebrafish heart and how zebrafish regrow tissue.',
      ),
      overrideAccess: true,
    })
    await payload.create({
      collection: 'news',
      data: story('zebrafish-in-title', 'Zebrafish help explain heart repair', 'A new study.', 'Hearts can mend.'),
      overrideAccess: true,
    })
  })

  it('ranks a title match above a body match', async () => {
    const result = await search('query=zebrafish')
    expect(urls(result)).toEqual(['/news/zebrafish-in-title', '/news/zebrafish-in-body'])
  })

  it('marks the matched words in the snippet, stemmed and case-insensitive', async () => {
    const result = await search('query=ZEBRAFISH+regrows')
    const [hit] = result.data
    expect(hit.url).toBe('/news/zebrafish-in-body')
    expect(hit.snippet.filter((s) => s.match).map((s) => s.text.toLowerCase())).toEqual(expect.arrayContaining(['zebrafish', 'regrow']))
    expect(hit.snippet.map((s) => s.text).join('')).toContain('heart and how')
  })

  it('matches the start of the last word, for people typing', async () => {
    expect(urls(await search('query=zebraf'))).toHaveLength(2)
  })

  it('filters by content type and counts each type', async () => {
    const all = await search('query=malaria&perPage=100')
    expect(Object.keys(all.counts).length).toBeGreaterThan(2)
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0))
    for (const type of Object.keys(all.counts)) {
      const filtered = await search(`query=malaria&type=${type}&perPage=100`)
      expect(filtered.type).toBe(type)
      expect(filtered.total).toBe(all.counts[type])
      expect(filtered.data.every((r) => r.kind === type)).toBe(true)
    }
    expect(searchTypes).toEqual(expect.arrayContaining(Object.keys(all.counts)))
  })

  it('pages without overlap and agrees with the total', async () => {
    const all = await search('query=vaccine&perPage=100')
    expect(all.total).toBeGreaterThan(6)
    expect(all.total).toBeLessThan(100)
    const seen = new Set<string>()
    const pages = Math.ceil(all.total / 3)
    for (let page = 1; page <= pages; page++) {
      const result = await search(`query=vaccine&perPage=3&page=${page}`)
      expect(result.currentPage).toBe(page)
      expect(result.total).toBe(all.total)
      for (const r of result.data) seen.add(`${r.kind}:${r.id}`)
    }
    expect(seen.size).toBe(all.total)
    expect((await search(`query=vaccine&perPage=3&page=${pages + 1}`)).data).toEqual([])
  })

  it.each(['"', '*', 'NEAR(malaria vaccine)', "malaria' OR 1=1 --", 'a:b & !c | d', '日本語', '%_\\', 'x'.repeat(200), '   '])(
    'any input is safe: %j',
    async (query) => {
      const result = await search(`query=${encodeURIComponent(query)}`)
      expect(Array.isArray(result.data)).toBe(true)
    },
  )

  it('refuses a bad type or page with 400', async () => {
    for (const query of ['query=malaria&type=spaceships', 'query=malaria&page=0', 'query=malaria&perPage=1000']) {
      const response = await api(`/search?${query}`)
      expect(response.status).toBe(400)
      expect(ErrorBody.safeParse(response.body).success).toBe(true)
    }
  })
})

describe('search that forgives', () => {
  const stories = (result: Awaited<ReturnType<typeof search>>, word: RegExp) =>
    result.data.filter((r) => r.kind === 'news' && word.test(`${r.title} ${r.summary}`))

  it.each([
    ['malria', 'malaria', /malaria/i],
    ['vacine', 'vaccine', /vaccin/i],
  ])('a misspelt word (%s) finds what the word meant finds, and suggests it', async (typo, meant, word) => {
    const exact = await search(`query=${meant}&perPage=20`)
    expect(exact.suggestion).toBeNull()
    expect(exact.corrected).toBe(false)
    expect(stories(exact, word).length).toBeGreaterThan(0)
    const forgiven = await search(`query=${typo}&perPage=20`)
    expect(forgiven.suggestion).toBe(meant)
    expect(forgiven.corrected).toBe(true)
    expect(forgiven.query).toBe(typo)
    expect(forgiven.total).toBe(exact.total)
    expect(urls(forgiven)).toEqual(urls(exact))
    expect(stories(forgiven, word).length).toBeGreaterThan(0)
  })

  it('corrects each misspelt word of several, and leaves the others', async () => {
    const result = await search('query=malria+vacine')
    expect(result.suggestion).toBe('malaria vaccine')
    expect(result.total).toBe((await search('query=malaria+vaccine')).total)
    expect(result.total).toBeGreaterThan(0)
  })

  it('suggests nothing for words it cannot place, nor for the start of a word', async () => {
    for (const query of ['qzxwvy', 'zzqx nothing found', 'vacc', 'tb'])
      expect((await search(`query=${encodeURIComponent(query)}`)).suggestion).toBeNull()
  })

  it('finds words by their stem: vaccines, vaccinated and vaccine alike', async () => {
    const vaccine = await search('query=vaccine&perPage=100')
    for (const form of ['vaccines', 'vaccinated', 'vaccination']) {
      const result = await search(`query=${form}&perPage=100`)
      expect(result.suggestion).toBeNull()
      expect(result.total).toBe(vaccine.total)
    }
  })

  it('finds the synonyms editors keep: TB finds tuberculosis, and the other way round', async () => {
    const tuberculosis = await search('query=tuberculosis&perPage=100')
    expect(tuberculosis.total).toBeGreaterThan(0)
    const before = await search('query=tb&perPage=100')
    expect(before.total).toBeLessThan(tuberculosis.total)
    const synonyms = await payload.create({ collection: 'search-synonyms', data: { words: 'TB, tuberculosis' }, overrideAccess: true })
    try {
      const tb = await search('query=tb&perPage=100')
      expect(tb.total).toBeGreaterThanOrEqual(tuberculosis.total)
      expect(urls(tb)).toEqual(expect.arrayContaining(urls(tuberculosis)))
      expect((await search('query=tuberculosis&perPage=100')).total).toBe(tb.total)
      // A word before the last that no document has finds through its synonyms too (nothing is cut short).
      const both = await search('query=tb+tuberculosis&perPage=100')
      expect(both.total).toBeGreaterThan(0)
      expect(urls(tb)).toEqual(expect.arrayContaining(urls(both)))
    } finally {
      await payload.delete({ collection: 'search-synonyms', id: synonyms.id, overrideAccess: true })
    }
    expect((await search('query=tb&perPage=100')).total).toBe(before.total)
  })

  it('refuses synonyms that are not at least two single words', async () => {
    for (const words of ['tuberculosis', 'TB, tuberculosis disease'])
      await expect(payload.create({ collection: 'search-synonyms', data: { words }, overrideAccess: true })).rejects.toThrow()
  })

  it('ranks a research theme whose title has every word of the query first', async () => {
    // Stories titled with the word too, earlier in the index: one with the very same title.
    const news = await Promise.all(
      [
        story('malaria-in-brief', 'Malaria in brief', 'Malaria, briefly.', 'Malaria.'),
        story('malaria', 'Malaria', 'Malaria.', 'Malaria.'),
      ].map((data) => payload.create({ collection: 'news', data, overrideAccess: true })),
    )
    const theme = await payload.create({
      collection: 'research-themes',
      data: { title: 'Malaria', slug: 'malaria', summary: 'Our research in brief.', _status: 'published' },
      overrideAccess: true,
    })
    try {
      for (const query of ['malaria', 'malria']) expect(urls(await search(`query=${query}`))[0]).toBe('/research/malaria')
      // A theme whose title lacks one of the words is not put first.
      expect(urls(await search('query=malaria+brief'))[0]).toBe('/news/malaria-in-brief')
    } finally {
      await payload.delete({ collection: 'research-themes', id: theme.id, overrideAccess: true })
      for (const { id } of news) await payload.delete({ collection: 'news', id, overrideAccess: true })
    }
  })
})

describe('divisions', () => {
  it('are found, ranked first when their title has every word, and follow edits and deletes', async () => {
    const news = await payload.create({
      collection: 'news',
      data: story('zoonoses-in-brief', 'Zoonoses', 'Zoonoses, briefly.', 'Zoonoses.'),
      overrideAccess: true,
    })
    const division = await payload.create({
      collection: 'divisions',
      data: { name: 'Zoonoses', slug: 'zoonoses', summary: 'Diseases that pass between animals and people.' },
      overrideAccess: true,
    })
    try {
      const found = await search('query=zoonoses')
      expect(urls(found)[0]).toBe('/divisions/zoonoses')
      expect(found.counts).toMatchObject({ division: 1, news: 1 })
      expect(found.data[0]).toMatchObject({ kind: 'division', type: 'division', title: 'Zoonoses' })
      // Its summary finds it too, and the filter keeps only divisions.
      expect(urls(await search('query=animals&type=division'))).toEqual(['/divisions/zoonoses'])
      // Misspelt, through the suggestion.
      expect(urls(await search('query=zoonosis'))[0]).toBe('/divisions/zoonoses')
      await payload.update({ collection: 'divisions', id: division.id, data: { name: 'Zoonotic diseases' }, overrideAccess: true })
      expect(urls(await search('query=zoonotic'))).toEqual(['/divisions/zoonoses'])
    } finally {
      await payload.delete({ collection: 'divisions', id: division.id, overrideAccess: true })
      await payload.delete({ collection: 'news', id: news.id, overrideAccess: true })
    }
    expect((await search('query=zoonotic')).total).toBe(0)
  })
})

describe('the index follows publishing', () => {
  it('publish, edit, unpublish, republish and delete', async () => {
    const doc = await payload.create({
      collection: 'events',
      data: {
        title: 'Quokka symposium',
        slug: 'quokka-symposium',
        startsAt: '2026-12-01T09:00:00.000Z',
        summary: 'A day on marsupial health.',
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(urls(await search('query=quokka'))).toEqual(['/events/quokka-symposium'])

    await payload.update({
      collection: 'events',
      id: doc.id,
      data: { title: 'Wallaby symposium', slug: 'wallaby-symposium' },
      overrideAccess: true,
    })
    expect(urls(await search('query=quokka'))).toEqual([])
    expect(urls(await search('query=wallaby'))).toEqual(['/events/wallaby-symposium'])

    await payload.update({ collection: 'events', id: doc.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(urls(await search('query=wallaby'))).toEqual([])

    await payload.update({ collection: 'events', id: doc.id, data: { _status: 'published' }, overrideAccess: true })
    expect(urls(await search('query=wallaby'))).toEqual(['/events/wallaby-symposium'])

    await payload.delete({ collection: 'events', id: doc.id, overrideAccess: true })
    expect(urls(await search('query=wallaby'))).toEqual([])
  })

  it('never shows drafts', async () => {
    const result = await search('query=unpublished+draft&perPage=100')
    for (const slug of Object.values(seedDrafts)) expect(urls(result).some((u) => u.endsWith(slug))).toBe(false)
  })
})

describe('most searches', () => {
  const mostSearches = async () => {
    const response = await api('/api/most_searches')
    expect(response.status).toBe(200)
    return endpoints.mostSearches.response.parse(response.body).data
  }
  const frequent = async () => (await mostSearches()).filter((t) => !t.pinned).map((t) => t.term)
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
  const searchAs = (client: string, query: string) =>
    api(`/search?${query}`, { headers: { 'x-forwarded-for': client } }).then((r) => expect(r.status).toBe(200))
  const { minClients, minDays } = searchSuggestionThresholds()

  it('pinned first, then queries enough visitors searched on enough days, by visitor-days, normalised, counted once per search', async () => {
    // Today through HTTP: three visitors, each twice.
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      await searchAs(client, 'query=%20%20Tuberculosis%20%20DIAGNOSTICS!!')
      await searchAs(client, 'query=tuberculosis+diagnostics')
    }
    await searchAs('198.51.100.1', 'query=tuberculosis+diagnostics&page=2') // paging the same search does not count again
    await searchAs('198.51.100.1', 'query=tuberculosis+diagnostics&type=news') // nor does filtering it
    for (const client of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) await searchAs(client, 'query=antenatal')
    await searchAs('198.51.100.7', 'query=zzqx+nothing+found') // a search that finds nothing is not suggested
    // Earlier days, written as the search would have.
    for (const client of ['198.51.100.1', '198.51.100.8', '198.51.100.9'])
      await recordSearch(payload, 'tuberculosis diagnostics', client, daysAgo(1))
    await recordSearch(payload, 'antenatal', '198.51.100.4', daysAgo(3))
    for (const client of ['a', 'b', 'c', 'd']) {
      await recordSearch(payload, 'long forgotten', client, daysAgo(91))
      await recordSearch(payload, 'long forgotten', client, daysAgo(92))
    }

    const terms = await mostSearches()
    const pinned = await payload.find({ collection: 'pinned-searches', sort: 'order', overrideAccess: true })
    expect(terms.slice(0, pinned.totalDocs)).toEqual(pinned.docs.map((p) => ({ term: p.term, pinned: true })))
    const suggested = await frequent()
    expect(suggested.indexOf('tuberculosis diagnostics')).toBeGreaterThanOrEqual(0)
    expect(suggested.indexOf('tuberculosis diagnostics')).toBeLessThan(suggested.indexOf('antenatal'))
    expect(suggested).not.toContain('long forgotten')
    expect(suggested).not.toContain('zzqx nothing found')
    const { docs } = await payload.find({
      collection: 'search-terms',
      where: { term: { equals: 'tuberculosis diagnostics' }, day: { equals: new Date().toISOString().slice(0, 10) } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.count)).toEqual([2, 2, 2])
  })

  it('one client searching a term 1,000 times does not make it a suggestion, on one day or on many', async () => {
    for (let i = 0; i < 1000; i++) await recordSearch(payload, 'or 1 1', '203.0.113.66', daysAgo(i % 30))
    await searchAs('203.0.113.66', 'query=or+1+1+malaria')
    expect(await frequent()).not.toContain('or 1 1')
    expect(await frequent()).not.toContain('or 1 1 malaria')
  })

  it(`a term shows once ${minClients} visitors searched it on ${minDays} days, not before`, async () => {
    const term = 'childhood pneumonia'
    for (let i = 0; i < minClients - 1; i++) await recordSearch(payload, term, `192.0.2.${i}`, daysAgo(i % minDays))
    expect(await frequent()).not.toContain(term)
    // Enough visitors, but all on one day.
    for (let i = 0; i < minClients; i++) await recordSearch(payload, 'one day wonder', `192.0.2.${i}`, daysAgo(0))
    expect(await frequent()).not.toContain('one day wonder')
    await recordSearch(payload, term, `192.0.2.${minClients}`, daysAgo(minDays))
    expect(await frequent()).toContain(term)
  })

  it('keeps who searched only as a keyed hash, never the address', async () => {
    const { docs } = await payload.find({ collection: 'search-terms', where: { term: { equals: 'or 1 1' } }, overrideAccess: true })
    expect(Object.keys(docs[0]).sort()).toEqual(['client', 'count', 'createdAt', 'day', 'id', 'term', 'updatedAt'])
    expect(new Set(docs.map((d) => d.client))).toEqual(new Set([searchClient('203.0.113.66')]))
    expect(JSON.stringify(docs)).not.toContain('203.0.113')
  })

  it('the thresholds come from the environment, with sensible defaults', () => {
    expect(searchSuggestionThresholds({})).toEqual({ minClients: 3, minDays: 2 })
    expect(searchSuggestionThresholds({ SEARCH_SUGGEST_MIN_CLIENTS: '5', SEARCH_SUGGEST_MIN_DAYS: '3' })).toEqual({
      minClients: 5,
      minDays: 3,
    })
    expect(searchSuggestionThresholds({ SEARCH_SUGGEST_MIN_CLIENTS: '0', SEARCH_SUGGEST_MIN_DAYS: 'many' })).toEqual({
      minClients: 3,
      minDays: 2,
    })
  })
})
