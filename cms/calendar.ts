import type { CollectionSlug, Payload } from 'payload'

import { publicationDateField } from './access'

/**
 * The newsroom's calendar (/admin/calendar): what is scheduled, embargoed or
 * recently published, and upcoming events, in a span of days, each with the
 * address of its edit view. Days are the institute's (lib/time).
 */
export type CalendarEntry = {
  at: string
  kind: 'scheduled' | 'embargoed' | 'published' | 'event'
  label: string
  title: string
  collection: string
  id: string | number
}

const kindLabels = { embargoed: 'Embargo lifts', published: 'Published', event: 'Event' } as const

const titleOf = (doc: object, field: string) => {
  const value = field in doc ? (doc as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' || typeof value === 'number' ? String(value) : 'Untitled'
}

function singular(payload: Payload, slug: CollectionSlug) {
  const labels = payload.collections[slug]?.config.labels
  return typeof labels?.singular === 'string' ? labels.singular : slug
}

/** Editorial collections with a publication date (news, publications, tenders). */
const datedCollections = (payload: Payload) =>
  Object.values(payload.collections)
    .map(({ config }) => config)
    .filter((config) => config.versions?.drafts && config.fields.some((f) => 'name' in f && f.name === publicationDateField))

export async function calendarEntries(payload: Payload, from: Date, to: Date, now = new Date()): Promise<CalendarEntry[]> {
  const within = (field: string) => [{ [field]: { greater_than_equal: from.toISOString() } }, { [field]: { less_than: to.toISOString() } }]
  const entries: CalendarEntry[] = []

  for (const config of datedCollections(payload)) {
    const { docs } = await payload.find({
      collection: config.slug,
      where: { and: [{ _status: { equals: 'published' } }, ...within(publicationDateField)] },
      depth: 0,
      limit: 500,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const at = titleOf(doc, publicationDateField)
      const kind = new Date(at) > now ? 'embargoed' : 'published'
      entries.push({
        at,
        kind,
        label: `${kindLabels[kind]}: ${singular(payload, config.slug)}`,
        title: titleOf(doc, config.admin.useAsTitle ?? 'id'),
        collection: config.slug,
        id: doc.id,
      })
    }
  }

  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, ...within('waitUntil')] },
    depth: 0,
    limit: 500,
    overrideAccess: true,
  })
  for (const job of jobs) {
    const input = (job.input ?? {}) as { type?: string; doc?: { relationTo?: string; value?: unknown } }
    const slug = input.doc?.relationTo
    const id = input.doc?.value
    if (!slug || !(slug in payload.collections) || (typeof id !== 'string' && typeof id !== 'number') || !job.waitUntil) continue
    const collection = slug as CollectionSlug
    const doc = await payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true })
    if (!doc) continue
    const action = input.type === 'unpublish' ? 'Unpublishes' : 'Publishes'
    entries.push({
      at: job.waitUntil,
      kind: 'scheduled',
      label: `${action} (scheduled): ${singular(payload, collection)}`,
      title: titleOf(doc, payload.collections[collection].config.admin.useAsTitle ?? 'id'),
      collection,
      id,
    })
  }

  const { docs: events } = await payload.find({
    collection: 'events',
    where: { and: within('startsAt') },
    depth: 0,
    limit: 500,
    draft: true,
    overrideAccess: true,
  })
  for (const event of events)
    entries.push({ at: event.startsAt, kind: 'event', label: kindLabels.event, title: event.title, collection: 'events', id: event.id })

  return entries.sort((a, b) => a.at.localeCompare(b.at))
}
