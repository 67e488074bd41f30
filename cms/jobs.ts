import type { CollectionSlug, Payload, Where } from 'payload'

import { isSearchable, reindexDocument } from '../lib/searchIndex'
import { spendOnce } from '../lib/singleUse'
import { expireCached } from '../lib/cache/expire'
import { metrics } from '../lib/edge/metrics.mjs'
import { hasEmbargo, publicationDateField } from './access'
import { createScheduledDraft } from '../lib/newsletter/schedule'
import { senderOptions, sendPendingIssues } from '../lib/newsletter/send'
import { orcidSweepMissing, queueSweep } from './orcidSync'

/**
 * Background work of the web server: the jobs queue (scheduled publishing and
 * unpublishing, the ORCID sync: cms/orcidSync.ts), the embargo watch and the newsletter's scheduled drafts.
 * Only servers started with `npm start`
 * (server.mjs sets RUN_JOBS) run them — not scripts or tests' own processes.
 */
const runsJobs = () => process.env.RUN_JOBS === 'true'

/** How often each server looks for due jobs and lifted embargoes (and, hourly, prunes the audit log). */
const tickSeconds = 10

/**
 * Scheduled publishing queues a job per scheduled change; every server looks
 * for due jobs every tick, but only one of them runs them in each tick: the
 * first to claim the tick in the shared database. So a job runs once however
 * many servers there are. Each run is counted by its status (/metrics:
 * site_job_runs_total), from what Payload's runner returns.
 */
export async function runDueJobs(payload: Payload): Promise<number> {
  // Not on this server (RUN_JOBS), and a tick with nothing due writes nothing.
  if (!runsJobs() || !(await hasDueJobs(payload)) || !(await claimJobsTick(payload))) return 0
  const { jobStatus = {} } = await payload.jobs.run({ queue: 'default', limit: 50 })
  const runs = Object.values(jobStatus)
  for (const { status } of runs) metrics().jobs.inc({ status })
  return runs.length
}

/** Whether the queue has a job to run now (the jobs Payload's runner would pick). */
async function hasDueJobs(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: 'default' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Whether this server is the one that runs the queue in the tick of `now`. */
export function claimJobsTick(payload: Payload, now = new Date()): Promise<boolean> {
  const tick = Math.floor(now.getTime() / (tickSeconds * 1000))
  return spendOnce(payload, `jobs-tick:${tick}`, new Date(now.getTime() + 3_600_000))
}

/** The editorial collections with a publication date: what they publish early stays hidden until that date. */
export function embargoedCollections(payload: Payload): CollectionSlug[] {
  return Object.values(payload.collections)
    .filter(({ config }) => config.versions?.drafts && hasEmbargo(config))
    .map(({ config }) => config.slug)
}

/**
 * Documents published ahead of their date become public at that moment with
 * nobody saving them: every tick each server looks for documents whose date
 * has just passed, puts them in the search index and expires its own cached
 * reads of their collection. The first tick after a start looks a day back.
 */
export async function releaseEmbargoes(payload: Payload, since: Date, now: Date): Promise<number> {
  let released = 0
  for (const collection of embargoedCollections(payload)) {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { _status: { equals: 'published' } },
          { [publicationDateField]: { greater_than: since.toISOString() } },
          { [publicationDateField]: { less_than_equal: now.toISOString() } },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (docs.length === 0) continue
    if (isSearchable(collection)) for (const doc of docs) await reindexDocument(payload, collection, doc.id)
    await expireCached([collection])
    released += docs.length
  }
  return released
}

/** How long the audit log keeps its rows (`AUDIT_LOG_DAYS`, a year unless set). */
export const auditLogDays = () => Number(process.env.AUDIT_LOG_DAYS || 365)

/** Deletes the audit log's rows older than its retention; the number deleted. */
export async function pruneAuditLog(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - auditLogDays() * 86_400_000).toISOString()
  const { docs } = await payload.delete({
    collection: 'audit-log',
    where: { createdAt: { less_than: before } },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}

/** How long a document opened with "Create new" and never changed is kept before it is removed. */
const untouchedDraftMinutes = 60

/**
 * "Create new" on a collection with autosave makes a draft as the edit view
 * opens (Payload's document view does, before anything is typed), so that
 * autosave has a document to save to. A draft still untitled and unchanged
 * since then (updated when created) an hour later was opened and left: it is
 * deleted, with its versions, and the audit log records it. The number removed.
 */
export async function removeUntouchedDrafts(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - untouchedDraftMinutes * 60_000).toISOString()
  let removed = 0
  for (const { config } of Object.values(payload.collections)) {
    const title = config.admin?.useAsTitle
    if (!config.versions?.drafts || !config.versions.drafts.autosave || !title || title === 'id') continue
    // Still a draft, still untitled, and not saved in the last hour (so not being written now).
    const untouched: Where = {
      and: [
        { _status: { equals: 'draft' } },
        { or: [{ [title]: { exists: false } }, { [title]: { equals: '' } }] },
        { createdAt: { less_than: before } },
        { updatedAt: { less_than: before } },
      ],
    }
    const { docs } = await payload.find({ collection: config.slug, where: untouched, depth: 0, pagination: false, overrideAccess: true })
    const ids = docs.filter((doc) => 'createdAt' in doc && 'updatedAt' in doc && doc.updatedAt === doc.createdAt).map((doc) => doc.id)
    if (ids.length === 0) continue
    // Every server does this hourly: a bulk delete under the same conditions removes each draft once.
    const deleted = await payload.delete({
      collection: config.slug,
      where: { and: [{ id: { in: ids } }, untouched] },
      depth: 0,
      overrideAccess: true,
    })
    removed += deleted.docs.length
  }
  return removed
}

/**
 * Hourly: the scheduled ORCID sweep queued, to run now, when none is waiting
 * (each sweep queues the next itself), by the one server that claims the hour.
 */
async function keepSchedules(payload: Payload, now: Date): Promise<void> {
  if (!(await orcidSweepMissing(payload))) return
  if (!(await spendOnce(payload, `orcid-schedule:${Math.floor(now.getTime() / 3_600_000)}`, new Date(now.getTime() + 7_200_000)))) return
  await queueSweep(payload, true)
  payload.logger.info('orcid sync: the scheduled sweep is queued')
}

/**
 * Every tick: the due jobs (on the one server that claims the tick), the
 * newsletter's scheduled draft when its time has come (made once, whichever
 * server gets there first), then the embargoes lifted since the last; hourly,
 * the audit log's pruning, the removal of untouched drafts and the ORCID
 * sync's schedule.
 */
export function runBackgroundWork(payload: Payload): void {
  if (!runsJobs()) return
  let since = new Date(Date.now() - 86_400_000)
  let pruned = 0
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    const now = new Date()
    try {
      await runDueJobs(payload)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'scheduled jobs failed; retrying at the next tick' })
    }
    try {
      const draft = await createScheduledDraft(payload, now)
      if (draft) payload.logger.info(`newsletter: scheduled draft "${draft.subject}" created`)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'the newsletter’s scheduled draft failed' })
    }
    try {
      const released = await releaseEmbargoes(payload, since, now)
      if (released) payload.logger.info(`embargo lifted: ${released} document(s) now public`)
      since = now
      if (now.getTime() - pruned > 3_600_000) {
        pruned = now.getTime()
        const old = await pruneAuditLog(payload, now)
        if (old) payload.logger.info(`audit log: ${old} row(s) older than ${auditLogDays()} days deleted`)
        const untouched = await removeUntouchedDrafts(payload, now)
        if (untouched) payload.logger.info(`${untouched} untitled draft(s) opened and never changed removed`)
        await keepSchedules(payload, now)
      }
    } catch (error) {
      payload.logger.error({ err: error, msg: 'embargo watch failed; retrying at the next tick' })
    } finally {
      running = false
    }
  }, tickSeconds * 1000)
  timer.unref()
  sendNewsletters(payload)
}

/**
 * Newsletter issues being sent go out from every server at once, each
 * claiming its own rows (lib/newsletter/send.ts); on its own timer, so a long
 * send never holds up scheduled publishing.
 */
function sendNewsletters(payload: Payload): void {
  const options = senderOptions()
  if (!options) return
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      for (const result of await sendPendingIssues(payload, options))
        if (result.sent || result.bounced || result.failed)
          payload.logger.info(`newsletter: ${result.sent} sent, ${result.bounced} refused, ${result.failed} failed`)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'newsletter sending failed; retrying at the next tick' })
    } finally {
      running = false
    }
  }, tickSeconds * 1000)
  timer.unref()
}
