import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { cmsRest } from '../support/cms'
import { startFakeDoiServer } from '../support/fakeDoiServer'
import { startFakeOrcidServer } from '../support/fakeOrcidServer'

/**
 * The ORCID sync (cms/orcidSync.ts) against local fakes of ORCID's public API
 * and of Crossref (test/fixtures/orcid, test/fixtures/doi): the jobs that fill
 * the review queue, and the editors' decisions on it.
 */

let payload: Payload
let dois: Awaited<ReturnType<typeof startFakeDoiServer>>
let orcid: Awaited<ReturnType<typeof startFakeOrcidServer>>
const env = { ...process.env }
const stamp = Date.now()
const password = 'a long test password'
const tokens = {} as Record<'editor' | 'contributor', string>
const ids = { varga: '0000-0002-7788-0013', park: '0000-0003-4411-0028' }
/** The two people these iDs are given to for the tests, with the iDs they had. */
const people = {} as Record<keyof typeof ids, { id: number; name: string; had: string | null }>
const knownDoi = '10.5555/nvh.orcid.known'
const ourDois = ['10.5555/nvh.orcid.0101', '10.5555/nvh.orcid.0102', '10.5555/nvh.orcid.0103', knownDoi]

const decide = (id: number, decision: 'accept' | 'dismiss', body: unknown, token?: string) =>
  cmsRest(`/cms/api/orcid-works/${id}/${decision}`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const queued = async (who: keyof typeof ids) =>
  (
    await payload.find({
      collection: 'orcid-works',
      where: { person: { equals: people[who].id } },
      sort: 'doi',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** A job as it is now; null once it completed (Payload deletes a job when it completes). */
const jobNow = (id: number | string) => payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })

/** Runs a job as the server's jobs tick would; the job as it is after. */
async function run(id: number | string) {
  await payload.jobs.runByID({ id, overrideAccess: true })
  return jobNow(id)
}

/** Queues one person's works job and runs it. */
async function syncOf(who: keyof typeof ids) {
  const job = await payload.jobs.queue({ task: 'orcidWorks', input: { person: people[who].id }, overrideAccess: true })
  return { id: job.id, after: await run(job.id) }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  dois = await startFakeDoiServer()
  orcid = await startFakeOrcidServer()
  process.env.CROSSREF_API_URL = dois.crossref
  process.env.DATACITE_API_URL = dois.datacite
  process.env.ORCID_API_URL = orcid.url
  for (const role of ['editor', 'contributor'] as const) {
    const email = `orcid-${role}-${stamp}@example.org`
    await payload.create({ collection: 'users', data: { email, password, roles: [role] }, overrideAccess: true })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token as string
  }
  const { docs } = await payload.find({
    collection: 'people',
    sort: 'name',
    limit: 2,
    depth: 0,
    overrideAccess: true,
    where: { orcid: { exists: false } },
  })
  const [first, second] = docs
  if (!first || !second) throw new Error('The seed has too few people without an ORCID iD.')
  for (const [key, person] of [
    ['varga', first],
    ['park', second],
  ] as const) {
    people[key] = { id: person.id, name: person.name, had: person.orcid ?? null }
    await payload.update({ collection: 'people', id: person.id, data: { orcid: ids[key] }, overrideAccess: true })
  }
  // One of the works is on the site already.
  await payload.create({
    collection: 'publications',
    data: {
      title: 'A work already on the site',
      slug: `a-work-already-on-the-site-${stamp}`,
      type: 'journal-article',
      authors: [{ name: 'Varga I', person: people.varga.id }],
      journal: 'Journal of Tropical Epidemiology',
      publishedAt: '2024-03-01T12:00:00.000Z',
      datePrecision: 'day',
      doi: knownDoi,
      _status: 'published',
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'orcid-works', where: { doi: { in: ourDois } }, overrideAccess: true })
  await payload.delete({ collection: 'publications', where: { doi: { in: ourDois } }, trash: true, overrideAccess: true })
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['orcidSweep', 'orcidWorks'] } }, overrideAccess: true })
  for (const person of Object.values(people))
    if (person.id) await payload.update({ collection: 'people', id: person.id, data: { orcid: person.had }, overrideAccess: true })
  for (const name of ['CROSSREF_API_URL', 'DATACITE_API_URL', 'ORCID_API_URL', 'ORCID_SYNC_DAYS'] as const)
    if (env[name] === undefined) delete process.env[name]
    else process.env[name] = env[name]
  await Promise.all([dois?.close(), orcid?.close()])
})

describe('the ORCID sync', () => {
  it("queues a person's new works, resolved through the DOI import; skips known DOIs and works without one", async () => {
    const { after } = await syncOf('varga')
    expect(after, JSON.stringify(after?.log)).toBeNull()
    const works = await queued('varga')
    expect(works.map((w) => [w.doi, w.status, w.change])).toEqual([
      ['10.5555/nvh.orcid.0101', 'pending', 'new'],
      ['10.5555/nvh.orcid.0102', 'pending', 'new'],
    ])
    // The DOI's record, from the fake Crossref: title, venue, type, year, byline.
    expect(works[0]).toMatchObject({
      title: expect.stringMatching(/^Household water filters/),
      journal: 'Journal of Tropical Epidemiology',
      type: 'journal-article',
      year: 2026,
      authors: 'Varga I, Mendoza R',
      putCode: '184001',
    })
    expect(works[1]).toMatchObject({ type: 'report', year: 2025 })
    expect(orcid.requests).toContain(`/v3.0/${ids.varga}/works`)
    expect(dois.requests.some((r) => r.startsWith('/crossref/works/10.5555/nvh.orcid.known'))).toBe(false)
  })

  it('a sweep queues a job per person with an ORCID iD, and the next sweep a week later', async () => {
    // The schedule's default (the tests' servers turn it off).
    delete process.env.ORCID_SYNC_DAYS
    const sweep = await payload.jobs.queue({ task: 'orcidSweep', input: { scheduled: true }, overrideAccess: true })
    const before = Date.now()
    await payload.jobs.runByID({ id: sweep.id, overrideAccess: true })
    const jobs = (
      await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ completedAt: { exists: false } }, { taskSlug: { in: ['orcidSweep', 'orcidWorks'] } }] },
        pagination: false,
        overrideAccess: true,
      })
    ).docs
    const persons = jobs.filter((j) => j.taskSlug === 'orcidWorks').map((j) => (j.input as { person: number }).person)
    expect(persons).toEqual(expect.arrayContaining([people.varga.id, people.park.id]))
    const next = jobs.filter((j) => j.taskSlug === 'orcidSweep')
    expect(next).toHaveLength(1)
    const wait = new Date(next[0]?.waitUntil ?? 0).getTime() - before
    expect(wait).toBeGreaterThan(6.9 * 86_400_000)
    expect(wait).toBeLessThan(7.1 * 86_400_000)
    if (env.ORCID_SYNC_DAYS !== undefined) process.env.ORCID_SYNC_DAYS = env.ORCID_SYNC_DAYS
    // Cleared, so the tests below run their own jobs alone.
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: jobs.map((j) => j.id) } }, overrideAccess: true })
  })

  it('a dismissed work is remembered and never queued again; a work changed on ORCID comes back as changed', async () => {
    const [, report] = await queued('varga')
    if (!report) throw new Error('no report queued')
    const dismissed = await decide(report.id, 'dismiss', {}, tokens.editor)
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200)
    // The article's ORCID record is older in the queue than on ORCID now: it changed since.
    const [article] = await queued('varga')
    await payload.update({ collection: 'orcid-works', id: article!.id, data: { orcidModified: '1700000000000' }, overrideAccess: true })

    await syncOf('varga')
    const works = await queued('varga')
    expect(works.map((w) => [w.doi, w.status, w.change])).toEqual([
      ['10.5555/nvh.orcid.0101', 'pending', 'changed'],
      ['10.5555/nvh.orcid.0102', 'dismissed', 'new'],
    ])
  })

  it('contributors and visitors cannot accept or dismiss; an editor accepts as a draft, the person linked', async () => {
    const [article] = await queued('varga')
    if (!article) throw new Error('nothing queued')
    for (const token of [tokens.contributor, undefined]) {
      for (const decision of ['accept', 'dismiss'] as const) {
        const res = await decide(article.id, decision, { publish: false }, token)
        expect(res.status, `${decision} as ${token ? 'contributor' : 'nobody'}`).toBe(403)
        expect(res.body.error.code).toBe('forbidden')
      }
    }
    const contributorSync = await cmsRest('/cms/api/orcid-works/sync', { method: 'POST', token: tokens.contributor })
    expect(contributorSync.status).toBe(403)
    expect((await payload.findByID({ collection: 'orcid-works', id: article.id, overrideAccess: true })).status).toBe('pending')

    expect((await decide(article.id, 'accept', { publish: 'yes' }, tokens.editor)).status).toBe(400)
    expect((await decide(999_999, 'accept', {}, tokens.editor)).status).toBe(404)
    const accepted = await decide(article.id, 'accept', { publish: false }, tokens.editor)
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body).toMatchObject({ created: true, published: false, linked: true })
    const publication = await payload.findByID({
      collection: 'publications',
      id: accepted.body.publication,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(publication).toMatchObject({ _status: 'draft', doi: '10.5555/nvh.orcid.0101' })
    expect(publication.authors?.find((a) => a.person === people.varga.id)).toMatchObject({ name: 'Varga I' })
    expect(await payload.findByID({ collection: 'orcid-works', id: article.id, depth: 0, overrideAccess: true })).toMatchObject({
      status: 'accepted',
      publication: accepted.body.publication,
    })
    // Now a publication: the next sync skips it.
    await syncOf('varga')
    expect((await queued('varga')).map((w) => w.status)).toEqual(['accepted', 'dismissed'])
  })

  it('a 429 or a 5xx from ORCID: the job is kept and run again later, then the work arrives; an editor publishes it', async () => {
    orcid.busy.add(ids.park)
    const { id, after: refused } = await syncOf('park')
    expect(refused).toMatchObject({ totalTried: 1 })
    expect(refused?.completedAt).toBeFalsy()
    expect(refused?.hasError).toBeFalsy()
    expect(new Date(refused?.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
    expect(await queued('park')).toEqual([])
    /** The wait over, as if the time had come. */
    const due = () =>
      payload.update({
        collection: 'payload-jobs',
        id,
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })

    // Still refused (an outage now) when its turn comes: kept again, with a longer wait.
    orcid.busy.delete(ids.park)
    orcid.failing.add(ids.park)
    await due()
    const again = await run(id)
    expect(again).toMatchObject({ totalTried: 2 })
    expect(again?.completedAt).toBeFalsy()
    expect(again?.hasError).toBeFalsy()
    expect(new Date(again?.waitUntil ?? 0).getTime() - Date.now()).toBeGreaterThan(new Date(refused?.waitUntil ?? 0).getTime() - Date.now())

    // ORCID answers: the kept job completes (and is gone) and the work is queued.
    orcid.failing.delete(ids.park)
    await due()
    expect(await run(id)).toBeNull()
    const [work] = await queued('park')
    expect(work).toMatchObject({ doi: '10.5555/nvh.orcid.0103', status: 'pending' })

    const published = await decide(work!.id, 'accept', { publish: true }, tokens.editor)
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const doc = await payload.findByID({ collection: 'publications', id: published.body.publication, depth: 0, overrideAccess: true })
    expect(doc._status).toBe('published')
    expect((await api(`/api/publication/${doc.slug}`)).status).toBe(200)
  })
})
