import type { CollectionSlug, Payload } from 'payload'

import { defaultTimeZone, formatEventTime } from '../lib/time'

/**
 * An editorial document's state in words, as /admin's lists and edit views
 * show it: Draft, In review, Changes requested, Scheduled for <time>,
 * Embargoed until <time>, Published, Unpublished.
 */
export type PublicationFacts = {
  /** Whether a published version exists now (what the public is served, once its date has come). */
  live: boolean
  /** The live version's publication date, where the collection has one. */
  publishedAt?: string | null
  /** The review step of the latest draft. */
  review?: string | null
  /** Whether any version was ever published. */
  everPublished: boolean
  /** The next scheduled change, if any. */
  scheduled?: { type: 'publish' | 'unpublish'; at: string } | null
  /** Whether the latest version is a draft newer than the live one. */
  changed?: boolean
}

const at = (iso: string) => formatEventTime(iso, defaultTimeZone)

export function publicationState(facts: PublicationFacts, now = new Date()): string {
  const { live, publishedAt, review, everPublished, scheduled, changed } = facts
  if (live) {
    const state = publishedAt && new Date(publishedAt) > now ? `Embargoed until ${at(publishedAt)}` : 'Published'
    if (scheduled?.type === 'unpublish') return `${state}; to be unpublished ${at(scheduled.at)}`
    if (scheduled?.type === 'publish') return `${state}; changes scheduled for ${at(scheduled.at)}`
    return changed ? `${state}, with unpublished changes` : state
  }
  if (scheduled?.type === 'publish') return `Scheduled for ${at(scheduled.at)}`
  if (review === 'submitted') return 'In review'
  if (review === 'changes') return 'Changes requested'
  return everPublished ? 'Unpublished' : 'Draft'
}

/** The next scheduled publish or unpublish of a document (Payload's schedulePublish jobs). */
async function nextSchedule(payload: Payload, collection: CollectionSlug, id: string | number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { 'input.doc.relationTo': { equals: collection } },
        // The Schedule drawer queues the ID as text; jobs queued in code may hold the number.
        { or: [{ 'input.doc.value': { equals: String(id) } }, { 'input.doc.value': { equals: Number(id) } }] },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const job = docs[0]
  if (!job?.waitUntil) return null
  const input = job.input as { type?: unknown } | undefined
  return { type: input?.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const), at: job.waitUntil }
}

/** Reads what the state of one document depends on. */
export async function loadPublicationState(payload: Payload, collection: CollectionSlug, id: string | number): Promise<string> {
  const [current, latest, scheduled] = await Promise.all([
    payload.findByID({ collection, id, depth: 0, draft: false, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true }),
    nextSchedule(payload, collection, id),
  ])
  if (!current || !latest) return ''
  const field = (doc: object, name: string) => (name in doc ? (doc as Record<string, unknown>)[name] : undefined)
  const live = field(current, '_status') === 'published'
  const everPublished =
    live ||
    (await payload.countVersions({ collection, where: { parent: { equals: id }, 'version._status': { equals: 'published' } } })).totalDocs >
      0
  const publishedAt = field(current, 'publishedAt')
  return publicationState({
    live,
    publishedAt: typeof publishedAt === 'string' ? publishedAt : null,
    review: String(field(latest, 'review') ?? ''),
    everPublished,
    scheduled,
    changed: live && field(latest, '_status') === 'draft',
  })
}
