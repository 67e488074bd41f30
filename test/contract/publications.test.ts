import config from '@payload-config'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as postgresMigration from '@/cms/migrations/postgres/20261201_191816_scholarly_publications'
import * as sqliteMigration from '@/cms/migrations/sqlite/20261201_191738_scholarly_publications'
import { type Result, endpoints } from '@/lib/contract'
import { api } from '../support/api'
import { cmsRest } from '../support/cms'
import { startFakeDoiServer } from '../support/fakeDoiServer'

/**
 * Structured publications: the record of one publication and every publication
 * of a list (the citation downloads' calls), and "Add from DOI"
 * (POST /cms/api/publications/import-doi) against a local fake of Crossref and
 * DataCite replaying recorded answers (test/fixtures/doi).
 */

let payload: Payload
let fake: Awaited<ReturnType<typeof startFakeDoiServer>>
const stamp = Date.now()
const password = 'a long test password'
const tokens = {} as Record<'editor' | 'contributor', string>
const orcid = '0000-0002-1825-0097'
let carvalho: { id: number; orcid: string | null | undefined }
const env = { ...process.env }

const importDoi = (doi: unknown, token?: string) =>
  cmsRest('/cms/api/publications/import-doi', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ doi }),
  })
const stored = async (doi: string) =>
  (await payload.find({ collection: 'publications', where: { doi: { equals: doi } }, draft: true, overrideAccess: true, depth: 1 })).docs

beforeAll(async () => {
  payload = await getPayload({ config })
  fake = await startFakeDoiServer()
  process.env.CROSSREF_API_URL = fake.crossref
  process.env.DATACITE_API_URL = fake.datacite
  process.env.DOI_LOOKUP_TIMEOUT_MS = '500'
  for (const role of ['editor', 'contributor'] as const) {
    const email = `scholarly-${role}-${stamp}@example.org`
    await payload.create({ collection: 'users', data: { email, password, roles: [role] }, overrideAccess: true })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token as string
  }
  // The recorded article's first author carries this ORCID iD; here it is Mateus Carvalho's.
  const [person] = (await payload.find({ collection: 'people', where: { name: { equals: 'Mateus Carvalho' } }, overrideAccess: true })).docs
  if (!person) throw new Error('The seed has no Mateus Carvalho.')
  carvalho = { id: person.id, orcid: person.orcid }
  await payload.update({ collection: 'people', id: person.id, data: { orcid }, overrideAccess: true })
})

afterAll(async () => {
  const imported = ['10.5555/nvh.import.0001', '10.5555/nvh.import.0040', '10.5555/nvh.preprint.0002', '10.5555/nvh.data.0003']
  await payload.delete({ collection: 'publications', where: { doi: { in: imported } }, trash: true, overrideAccess: true })
  await payload.update({ collection: 'people', id: carvalho.id, data: { orcid: carvalho.orcid ?? null }, overrideAccess: true })
  // Back as they were, unset where they were unset (the later files share this process).
  for (const name of ['CROSSREF_API_URL', 'DATACITE_API_URL', 'DOI_LOOKUP_TIMEOUT_MS'] as const)
    if (env[name] === undefined) delete process.env[name]
    else process.env[name] = env[name]
  await fake?.close()
})

describe('a publication and the lists of publications, from the contract', () => {
  it('one publication: authors in order with their profiles, venue, identifiers', async () => {
    const list = await api('/api/central_publications?perPage=5')
    expect(list.status).toBe(200)
    const first = list.body.data[0]
    expect(first.url).toBe(`/publications/${first.slug}`)
    const res = await api(`/api/publication/${first.slug}`)
    expect(res.status).toBe(200)
    const detail = endpoints.publication.response.parse(res.body)
    expect(detail.title).toBe(first.title)
    expect(detail.authors.length).toBeGreaterThan(0)
    expect(detail.authors.some((a) => a.person)).toBe(true)
    expect(detail.authorList.startsWith(detail.authors[0]?.name ?? '?')).toBe(true)
    expect(detail.doi).toMatch(/^10\.5555\//)
    expect((await api('/api/publication/no-such-paper')).status).toBe(404)
  })

  it("a researcher's list holds every publication their profile lists; a filtered list every match", async () => {
    const { body } = await api(`/api/central_publications?perPage=100`)
    const author = body.data.map((p: { slug: string }) => p.slug)[0] as string
    const paper = endpoints.publication.response.parse((await api(`/api/publication/${author}`)).body)
    const person = paper.authors.find((a) => a.person)?.person
    if (!person) throw new Error('no institute author')
    const profile = (await api(`/api/people/${person.slug}`)).body.people
    const theirs = endpoints.publicationCitations.response.parse((await api(`/api/publication_citations?person=${person.slug}`)).body)
    expect(theirs.total).toBe(profile.publications.length)
    expect(theirs.data.map((p) => p.slug)).toEqual(profile.publications.map((p: { slug: string }) => p.slug))

    const year = endpoints.publicationCitations.response.parse((await api('/api/publication_citations?year=2024')).body)
    const paged = (await api('/api/central_publications?year=2024&perPage=2')).body
    expect(year.total).toBe(paged.total)
    expect(year.data.length).toBe(paged.total)
    expect(year.total).toBeGreaterThan(2)

    expect((await api('/api/publication_citations?person=nobody-here')).status).toBe(404)
    expect((await api('/api/publication_citations?year=20x4')).status).toBe(400)
  })
})

describe('finding research: the listing filters by type, year, theme, division, institute author and access, with counts', () => {
  type Facets = Result<'publicationFacets'>
  const facetsOf = async (query = '') => {
    const res = await api(`/api/publication_facets${query ? `?${query}` : ''}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return endpoints.publicationFacets.response.parse(res.body) as Facets
  }
  const facet = (facets: Facets, name: string) => {
    const found = facets.data.find((f) => f.name === name)
    if (!found) throw new Error(`no facet ${name}`)
    return found
  }
  /** The choice of a facet with the most publications. */
  const busiest = (facets: Facets, name: string) => [...facet(facets, name).options].sort((a, b) => b.count - a.count)[0]!
  const everyMatch = async (query: string) =>
    endpoints.publicationCitations.response.parse((await api(`/api/publication_citations?${query}`)).body).data
  const listed = async (query: string) => (await api(`/api/central_publications?perPage=2&${query}`)).body

  it('unfiltered, each filter counts every publication once (one type, one year, open access or not)', async () => {
    const all = await facetsOf()
    const { total } = await listed('')
    expect(all.total).toBe(total)
    expect(total).toBeGreaterThan(10)
    for (const name of ['type', 'year', 'openAccess', 'division'])
      expect(
        facet(all, name).options.reduce((sum, o) => sum + o.count, 0),
        name,
      ).toBe(total)
    expect(facet(all, 'type').options.map((o) => o.value)).toContain('journal-article')
    expect(facet(all, 'author').options.length).toBeGreaterThan(3)
    expect(facet(all, 'theme').options.some((o) => o.count > 0)).toBe(true)
  })

  it("a choice's count is what choosing it lists, here and in the citation export; every item matches", async () => {
    const all = await facetsOf()
    for (const name of ['type', 'year', 'theme', 'division', 'author', 'openAccess'] as const) {
      const choice = busiest(all, name)
      expect(choice.count, name).toBeGreaterThan(0)
      const query = `${name}=${encodeURIComponent(choice.value)}`
      expect((await listed(query)).total, query).toBe(choice.count)
      expect((await facetsOf(query)).total, query).toBe(choice.count)
      const docs = await everyMatch(query)
      expect(docs.length, query).toBe(choice.count)
      for (const doc of docs) {
        const matches = {
          type: doc.type === choice.value,
          year: String(doc.year) === choice.value,
          theme: doc.themes.some((t) => t.slug === choice.value),
          division: doc.division?.slug === choice.value,
          author: doc.authors.some((a) => a.person?.slug === choice.value),
          openAccess: String(doc.openAccess) === choice.value,
        }[name]
        expect(matches, `${doc.slug} under ${query}`).toBe(true)
      }
    }
  })

  it("filters combine: a filter's own counts keep the others' choices, the rest count within it", async () => {
    const all = await facetsOf()
    const author = busiest(all, 'author')
    const byAuthor = await facetsOf(`author=${author.value}`)
    expect(facet(byAuthor, 'author').options).toEqual(facet(all, 'author').options)
    expect(facet(byAuthor, 'type').options.reduce((sum, o) => sum + o.count, 0)).toBe(author.count)
    const type = busiest(byAuthor, 'type')
    const both = `author=${author.value}&type=${type.value}`
    const combined = await facetsOf(both)
    expect(combined.total).toBe(type.count)
    expect((await listed(both)).total).toBe(type.count)
    // The same paging as ever: two a page, the total of all.
    const paged = await listed(both)
    expect(paged.data.length).toBe(Math.min(2, type.count))
    // A search narrows the counts too.
    const word = (await everyMatch(both))[0]!.title.split(' ').find((w) => w.length > 6)!
    const searched = await facetsOf(`${both}&search=${encodeURIComponent(word)}`)
    expect(searched.total).toBeGreaterThan(0)
    expect(searched.total).toBe((await listed(`${both}&search=${encodeURIComponent(word)}`)).total)
  })

  it('a slug that names nothing matches nothing; a malformed value is a 400 with a readable message', async () => {
    for (const query of ['division=no-such-division', 'author=nobody-at-all', 'theme=no-such-theme']) {
      expect((await listed(query)).total, query).toBe(0)
      expect((await facetsOf(query)).total, query).toBe(0)
    }
    const bad: [string, string][] = [
      ['type=novel', 'type must be one of journal-article'],
      ['openAccess=yes', 'openAccess must be true or false'],
      ['author=Not%20A%20Slug', 'slug must be lower-case letters'],
      ['year=20x4', 'year must be a whole number'],
    ]
    for (const path of ['/api/central_publications', '/api/publication_facets', '/api/publication_citations'])
      for (const [query, message] of bad) {
        const res = await api(`${path}?${query}`)
        expect(res.status, `${path}?${query}`).toBe(400)
        expect(JSON.stringify(res.body), `${path}?${query}`).toContain(message)
      }
  })
})

describe('Add from DOI', () => {
  it('creates a draft once, and updates that draft the second time', async () => {
    const first = await importDoi('https://doi.org/10.5555/NVH.IMPORT.0001', tokens.editor)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body).toMatchObject({ created: true, source: 'crossref' })
    const again = await importDoi('10.5555/nvh.import.0001', tokens.editor)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: first.body.id, created: false })
    const docs = await stored('10.5555/nvh.import.0001')
    expect(docs).toHaveLength(1)
    const doc = docs[0]
    expect(doc?._status).toBe('draft')
    expect(doc).toMatchObject({
      title: expect.stringMatching(/^Seasonal malaria chemoprevention/),
      type: 'journal-article',
      journal: 'Journal of Tropical Epidemiology',
      volume: '14',
      issue: '2',
      pages: '211-223',
      datePrecision: 'day',
      licence: 'CC BY 4.0',
      openAccess: true,
      pdfUrl: 'https://journals.example.org/jte/article/14/2/211/pdf',
    })
    expect(doc?.abstract).toContain('We randomised 48 villages')
    expect(doc?.abstract).not.toContain('<')
    // Matched by ORCID iD, then by name (for an editor to confirm); an author from elsewhere stays unlinked.
    const authors = (doc?.authors ?? []).map((a) => ({
      name: a.name,
      person: a.person && typeof a.person === 'object' ? a.person.name : null,
      matchedBy: a.matchedBy ?? null,
    }))
    expect(authors).toEqual([
      { name: 'Carvalho M', person: 'Mateus Carvalho', matchedBy: 'orcid' },
      { name: 'Achterberg K', person: null, matchedBy: null },
      { name: 'Dlamini L', person: 'Lindiwe Dlamini', matchedBy: 'name' },
    ])
    // A draft is not public.
    expect((await api(`/api/publication/${doc?.slug}`)).status).toBe(404)
    // Crossref's polite pool: the institute's contact email.
    expect(fake.requests.some((r) => r.includes('/crossref/works/10.5555/nvh.import.0001?mailto='))).toBe(true)
  })

  it('forty authors in several scripts, in order; an article number; a date known to the month', async () => {
    const res = await importDoi('10.5555/nvh.import.0040', tokens.contributor)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [doc] = await stored('10.5555/nvh.import.0040')
    expect(doc?.authors).toHaveLength(40)
    expect(doc?.authors?.slice(0, 4).map((a) => a.name)).toEqual(['王 W', '佐藤 Y', 'Коваленко О', 'الحسن أحمد'])
    expect(doc?.authors?.[39]?.name).toBe('NVH Dengue Surveillance Consortium')
    expect(doc).toMatchObject({ pages: 'e1043', datePrecision: 'month', licence: 'CC BY-NC 4.0', _status: 'draft' })
  })

  it('a preprint, and a dataset only DataCite knows', async () => {
    expect((await importDoi('10.5555/nvh.preprint.0002', tokens.editor)).body).toMatchObject({ created: true, source: 'crossref' })
    expect((await stored('10.5555/nvh.preprint.0002'))[0]).toMatchObject({ type: 'preprint', journal: 'Open Health Preprints' })
    expect((await importDoi('doi:10.5555/nvh.data.0003', tokens.editor)).body).toMatchObject({ created: true, source: 'datacite' })
    const [dataset] = await stored('10.5555/nvh.data.0003')
    expect(dataset).toMatchObject({ type: 'dataset', journal: 'Northvale Data Repository', licence: 'CC0 1.0', datePrecision: 'day' })
    expect(dataset?.authors?.map((a) => a.name)).toEqual(['Dlamini L', 'Northvale Institute of Health Research'])
  })

  it('an unknown DOI, a bad one, a service too slow or too busy: a clear answer and nothing stored', async () => {
    const before = (await payload.count({ collection: 'publications', overrideAccess: true })).totalDocs
    const missing = await importDoi('10.5555/nvh.missing', tokens.editor)
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatchObject({ code: 'doi_not_found', message: expect.stringContaining('10.5555/nvh.missing') })
    const bad = await importDoi('not a doi', tokens.editor)
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain('A DOI starts with 10.')
    expect((await importDoi(42, tokens.editor)).status).toBe(400)
    const slow = await importDoi('10.5555/nvh.slow', tokens.editor)
    expect(slow.status).toBe(503)
    expect(slow.body.error.code).toBe('lookup_unavailable')
    const busy = await importDoi('10.5555/nvh.busy', tokens.editor)
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('30')
    expect(busy.body.error.message).toContain('30 seconds')
    expect((await payload.count({ collection: 'publications', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('anonymous callers are refused', async () => {
    const res = await importDoi('10.5555/nvh.import.0001')
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('forbidden')
  })
})

// Last in this file: it takes the schema back to one-line bylines and forward again.
describe('the migration to ordered authors keeps every byline and profile link', () => {
  type SqliteArgs = Parameters<typeof sqliteMigration.up>[0]
  type PostgresArgs = Parameters<typeof postgresMigration.up>[0]
  const onPostgres = process.env.CONTRACT_DB === 'postgres'
  const isArgs = (args: unknown): args is { db: object } => typeof args === 'object' && args !== null && 'db' in args
  let seen: Record<string, unknown>[] = []

  /** Runs the migration's `up` or `down` as Payload runs migrations; `inspect` reads rows in between. */
  const migrate = (step: 'up' | 'down', inspect?: string) =>
    payload.db.migrate({
      migrations: [
        {
          name: `test_scholarly_${step}_${Date.now()}`,
          down: async () => {},
          up: async (args) => {
            if (!isArgs(args)) throw new Error('not migration arguments')
            if (onPostgres) {
              await postgresMigration[step](args as PostgresArgs)
              if (inspect) seen = (await (args as PostgresArgs).db.execute(postgresSql.raw(inspect))).rows
            } else {
              await sqliteMigration[step](args as SqliteArgs)
              if (inspect) seen = (await (args as SqliteArgs).db.all(sqliteSql.raw(inspect))) as Record<string, unknown>[]
            }
          },
        },
      ],
    })

  it('down writes each byline as one line with its people; up splits it again, in order, people linked', async () => {
    const [before] = (
      await payload.find({ collection: 'publications', where: { moreAuthors: { equals: true } }, limit: 1, depth: 0, overrideAccess: true })
    ).docs
    if (!before) throw new Error('no publication with "et al."')
    const names = (before.authors ?? []).map((a) => a.name)
    const people = (before.authors ?? []).flatMap((a) => (a.person ? [a.person] : []))
    expect(people.length).toBeGreaterThan(0)

    await migrate(
      'down',
      `SELECT p.author_list AS byline, (SELECT COUNT(*) FROM publications_rels r WHERE r.parent_id = p.id AND r.path = 'authors') AS linked FROM publications p WHERE p.id = ${Number(before.id)}`,
    )
    expect(seen[0]).toMatchObject({ byline: `${names.join(', ')}, et al.` })
    expect(Number(seen[0]?.linked)).toBe(people.length)

    await migrate('up')
    const after = await payload.findByID({ collection: 'publications', id: before.id, depth: 0, overrideAccess: true })
    expect(after.moreAuthors).toBe(true)
    expect((after.authors ?? []).map((a) => a.name)).toEqual(names)
    expect((after.authors ?? []).flatMap((a) => (a.person ? [a.person] : []))).toEqual(people)
  })
})
