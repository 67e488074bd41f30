import type { Endpoint, Payload, PayloadRequest, TaskConfig } from 'payload'
import { z } from 'zod'

import { normaliseDoi } from '../content/publication'
import { canPublish, isStaff } from './access'
import { DoiImportError, citesPerson, importDoi, lookUpDoi } from './doiImport'
import type * as CMS from './payload-types'

/**
 * ORCID sync: the works each person with an ORCID iD lists publicly on ORCID,
 * put before an editor in a review queue (the `orcid-works` collection). A
 * sweep (`orcidSweep`, weekly unless ORCID_SYNC_DAYS says otherwise, and on
 * demand from /admin) queues one job per person (`orcidWorks`), which reads
 * `{ORCID_API_URL}/{orcid}/works` and resolves each DOI through the DOI import
 * (cms/doiImport.ts). A DOI that is already a publication is skipped, and so
 * is a work an editor dismissed; a work whose ORCID record changed since it
 * was queued is queued again as changed. When ORCID answers 429 or 5xx (or
 * not at all), the person's job fails and Payload's queue runs it again later,
 * with a growing wait: nothing is lost. Accepting a work imports its DOI as a
 * draft (or publishes it) with the person linked as an author.
 */

const orcidBase = () => (process.env.ORCID_API_URL || 'https://pub.orcid.org/v3.0').replace(/\/+$/, '')
/** Days between scheduled sweeps (`ORCID_SYNC_DAYS`, 7 unless set; 0 turns the schedule off). */
export const orcidSyncDays = () => {
  const days = Number(process.env.ORCID_SYNC_DAYS ?? 7)
  return Number.isFinite(days) && days >= 0 ? days : 7
}
const orcidTimeoutMs = () => Number(process.env.ORCID_TIMEOUT_MS) || 15_000

/** ORCID could not answer now (429, 5xx, no answer): the job is run again later. */
export class OrcidUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OrcidUnavailable'
  }
}

const ExternalIds = z
  .object({
    'external-id': z
      .array(
        z.object({
          'external-id-type': z.string(),
          'external-id-value': z.string(),
          'external-id-relationship': z.string().nullish(),
        }),
      )
      .default([]),
  })
  .nullish()

/** The part of ORCID's answer to /{orcid}/works that the sync reads. */
const OrcidWorks = z.object({
  group: z
    .array(
      z.object({
        'last-modified-date': z.object({ value: z.number() }).nullish(),
        'external-ids': ExternalIds,
        'work-summary': z
          .array(
            z.object({
              'put-code': z.number(),
              title: z.object({ title: z.object({ value: z.string() }).nullish() }).nullish(),
              'last-modified-date': z.object({ value: z.number() }).nullish(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
})

/** A work of ORCID's list with a DOI of its own: the DOI, ORCID's put-code and when ORCID last changed it. */
type OrcidWork = { doi: string; putCode: string; title: string; modified: string }

/** Someone's public works with a DOI; works without one are left out (the import needs a DOI). */
export async function orcidWorksOf(orcid: string): Promise<OrcidWork[]> {
  let response: Response
  try {
    response = await fetch(`${orcidBase()}/${orcid}/works`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(orcidTimeoutMs()),
    })
  } catch (error) {
    throw new OrcidUnavailable(`ORCID did not answer for ${orcid}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (response.status === 404) return []
  if (response.status === 429 || response.status >= 500)
    throw new OrcidUnavailable(
      `ORCID answered ${response.status} for ${orcid}${response.headers.get('retry-after') ? ` (Retry-After ${response.headers.get('retry-after')})` : ''}`,
    )
  if (!response.ok) throw new Error(`ORCID answered ${response.status} for ${orcid}`)
  const { group } = OrcidWorks.parse(await response.json())
  return group.flatMap((g) => {
    const ids = g['external-ids']?.['external-id'] ?? []
    const doi = (ids.find((id) => id['external-id-type'] === 'doi' && id['external-id-relationship'] !== 'part-of') ?? null)?.[
      'external-id-value'
    ]
    const summary = g['work-summary'][0]
    if (!doi || !summary) return []
    return [
      {
        doi: normaliseDoi(doi),
        putCode: String(summary['put-code']),
        title: summary.title?.title?.value ?? '',
        modified: String(g['last-modified-date']?.value ?? summary['last-modified-date']?.value ?? ''),
      },
    ]
  })
}

/** What one person's sync did. */
export type PersonSync = { queued: number; changed: number; known: number; dismissed: number; unresolved: number }

/** One person's works into the review queue: new ones added, changed ones queued again, the rest left as they are. */
export async function syncPerson(payload: Payload, personId: number): Promise<PersonSync> {
  const person = await payload.findByID({
    collection: 'people',
    id: personId,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  const result: PersonSync = { queued: 0, changed: 0, known: 0, dismissed: 0, unresolved: 0 }
  if (!person?.orcid) return result
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  for (const work of await orcidWorksOf(person.orcid)) {
    const known = await payload.count({
      collection: 'publications',
      where: { doi: { equals: work.doi } },
      overrideAccess: true,
      trash: true,
    })
    if (known.totalDocs > 0) {
      result.known++
      continue
    }
    const [queued] = (
      await payload.find({
        collection: 'orcid-works',
        where: { and: [{ person: { equals: person.id } }, { doi: { equals: work.doi } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    if (queued?.status === 'dismissed') {
      result.dismissed++
      continue
    }
    if (queued && queued.orcidModified === work.modified) continue
    let found
    try {
      found = await lookUpDoi(work.doi, settings.contact?.email ?? null)
    } catch (error) {
      // Crossref or DataCite busy: this person's job runs again later. A DOI neither knows waits for the next sweep.
      if (error instanceof DoiImportError && error.status === 503) throw new OrcidUnavailable(error.message)
      if (error instanceof DoiImportError) {
        result.unresolved++
        continue
      }
      throw error
    }
    const data = {
      person: person.id,
      doi: work.doi,
      putCode: work.putCode,
      orcidModified: work.modified,
      title: (found.title || work.title).slice(0, 500),
      journal: found.venue,
      year: found.issued[0] ?? null,
      type: found.type,
      authors: found.authors.map((a) => a.name).join(', '),
      status: 'pending' as const,
      change: queued ? ('changed' as const) : ('new' as const),
    }
    if (queued) {
      await payload.update({ collection: 'orcid-works', id: queued.id, data, overrideAccess: true })
      result.changed++
    } else {
      await payload.create({ collection: 'orcid-works', data, overrideAccess: true })
      result.queued++
    }
  }
  return result
}

/** The people whose works a sweep reads: everyone with an ORCID iD. */
async function peopleWithOrcid(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'people',
    where: { orcid: { exists: true } },
    pagination: false,
    depth: 0,
    select: { orcid: true },
    draft: true,
    overrideAccess: true,
  })
  return docs.filter((p) => p.orcid).map((p) => p.id)
}

/** Queues a sweep: now (on demand), or after the schedule's interval (the next scheduled one). */
export const queueSweep = (payload: Payload, scheduled: boolean, waitUntil?: Date) =>
  payload.jobs.queue({ task: 'orcidSweep', input: { scheduled }, waitUntil, overrideAccess: true })

/**
 * Whether the schedule lacks its sweep: none waiting or running (the first
 * start, or the schedule was just turned on). Each scheduled sweep queues the
 * next itself, so this is the rare case (cms/jobs.ts looks hourly).
 */
export async function orcidSweepMissing(payload: Payload): Promise<boolean> {
  if (orcidSyncDays() === 0) return false
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'orcidSweep' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    overrideAccess: true,
  })
  return totalDocs === 0
}

/** Payload's jobs: the sweep, and one person's works (retried with a growing wait while ORCID is busy). */
const sweepTask: TaskConfig<'orcidSweep'> = {
  slug: 'orcidSweep',
  label: 'ORCID sync: queue every person with an ORCID iD',
  inputSchema: [{ name: 'scheduled', type: 'checkbox' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const people = await peopleWithOrcid(req.payload)
    for (const person of people) await req.payload.jobs.queue({ task: 'orcidWorks', input: { person }, overrideAccess: true })
    const days = orcidSyncDays()
    if (input.scheduled && days > 0) await queueSweep(req.payload, true, new Date(Date.now() + days * 86_400_000))
    return { output: { people: people.length } }
  },
  outputSchema: [{ name: 'people', type: 'number' }],
}

const worksTask: TaskConfig<'orcidWorks'> = {
  slug: 'orcidWorks',
  label: "ORCID sync: one person's works",
  inputSchema: [{ name: 'person', type: 'number', required: true }],
  // ORCID's rate limit or an outage: 1, 2, 4 … minutes later, over about a day.
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const result = await syncPerson(req.payload, input.person)
    req.payload.logger.info(`orcid sync: person ${input.person}: ${JSON.stringify(result)}`)
    return { output: result }
  },
  outputSchema: ['queued', 'changed', 'known', 'dismissed', 'unresolved'].map((name) => ({ name, type: 'number' as const })),
}

export const orcidTasks = [sweepTask, worksTask]

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (status: number, code: string, message: string) => answer(status, { error: { code, message } })

const Decision = z.object({ publish: z.boolean({ error: 'Send { "publish": true } to publish, false for a draft.' }).default(false) })

/** The queued work an endpoint's `:id` names, when an editor asks. */
async function decidable(req: PayloadRequest): Promise<CMS.OrcidWork | Response> {
  if (!req.user || !isStaff(req)) return refuse(403, 'forbidden', 'Sign in to the CMS to review ORCID works.')
  if (!canPublish(req)) return refuse(403, 'forbidden', 'Only editors and administrators accept or dismiss ORCID works.')
  const id = z.coerce.number().int().positive().safeParse(req.routeParams?.id)
  if (!id.success) return refuse(400, 'bad_id', 'The work’s id is a positive whole number.')
  const work = await req.payload.findByID({ collection: 'orcid-works', id: id.data, depth: 0, overrideAccess: true, disableErrors: true })
  if (!work) return refuse(404, 'not_found', `There is no queued ORCID work ${id.data}.`)
  return work
}

/** The person linked as an author of the publication: the author the import matched, else the one cited by their name. */
async function linkPerson(req: PayloadRequest, publicationId: number, personId: number): Promise<boolean> {
  const { payload } = req
  const publication = await payload.findByID({ collection: 'publications', id: publicationId, depth: 0, draft: true, overrideAccess: true })
  const authors = publication.authors ?? []
  const personOf = (a: (typeof authors)[number]) => (typeof a.person === 'object' && a.person ? a.person.id : a.person)
  if (authors.some((a) => personOf(a) === personId)) return true
  const person = await payload.findByID({ collection: 'people', id: personId, depth: 0, draft: true, overrideAccess: true })
  const index = authors.findIndex((a) => !personOf(a) && ((person.orcid && a.orcid === person.orcid) || citesPerson(a.name, person.name)))
  if (index < 0) return false
  const linked = authors.map((a, i) => (i === index ? { ...a, person: personId, matchedBy: 'editor' as const } : a))
  await payload.update({
    collection: 'publications',
    id: publicationId,
    data: { authors: linked },
    draft: true,
    req,
    overrideAccess: false,
  })
  return true
}

/** POST /cms/api/orcid-works/:id/accept `{ "publish": false }`: the work's DOI imported, the person linked; for editors. */
export const acceptEndpoint: Endpoint = {
  path: '/:id/accept',
  method: 'post',
  handler: async (req) => {
    const work = await decidable(req)
    if (work instanceof Response) return work
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = {}
    }
    const decision = Decision.safeParse(body ?? {})
    if (!decision.success) return refuse(400, 'bad_decision', decision.error.issues.map((i) => i.message).join('; '))
    try {
      const imported = await importDoi(req, work.doi)
      const personId = typeof work.person === 'object' ? work.person.id : work.person
      const linked = await linkPerson(req, imported.id, personId)
      if (decision.data.publish)
        await req.payload.update({
          collection: 'publications',
          id: imported.id,
          data: { _status: 'published' },
          req,
          overrideAccess: false,
        })
      await req.payload.update({
        collection: 'orcid-works',
        id: work.id,
        data: { status: 'accepted', publication: imported.id, decidedBy: req.user?.id },
        overrideAccess: true,
      })
      return answer(200, { publication: imported.id, created: imported.created, published: decision.data.publish, linked })
    } catch (error) {
      if (error instanceof DoiImportError) return refuse(error.status, error.code, error.message)
      throw error
    }
  },
}

/** POST /cms/api/orcid-works/:id/dismiss: not a publication of ours; remembered, so the work is never queued again. */
export const dismissEndpoint: Endpoint = {
  path: '/:id/dismiss',
  method: 'post',
  handler: async (req) => {
    const work = await decidable(req)
    if (work instanceof Response) return work
    await req.payload.update({
      collection: 'orcid-works',
      id: work.id,
      data: { status: 'dismissed', decidedBy: req.user?.id },
      overrideAccess: true,
    })
    return answer(200, { dismissed: work.id })
  },
}

/** POST /cms/api/orcid-works/sync: a sweep queued now (it runs within the jobs' next tick); for editors. */
export const syncNowEndpoint: Endpoint = {
  path: '/sync',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !canPublish(req)) return refuse(403, 'forbidden', 'Only editors and administrators start an ORCID sync.')
    const job = await queueSweep(req.payload, false)
    return answer(202, { queued: job.id })
  },
}
