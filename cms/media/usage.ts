import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionSlug,
  type FlattenedField,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'

/**
 * Which documents use a file of an upload collection (an image of the media
 * library, a staff portrait), found from the content model itself as
 * lib/backend/dependencies.ts finds what a read depends on: every upload and
 * relationship field that relates to the collection, at any depth of groups,
 * arrays, tabs and blocks, and every upload inside rich text. A collection or
 * a field added later is covered without touching this file.
 */

export type Use = { type: string; title: string; collection: string; id: number | string; where: 'published' | 'draft' | 'trash' }

type Reach = {
  /** Query paths of fields that hold the file's id (`image`, `documents.file`, `meta.image`). */
  paths: { path: string; polymorphic: boolean }[]
  /** Whether the fields' data must be read to find it (rich text, which stores uploads inside its JSON). */
  richText: boolean
}

/** The fields of a collection or global that can reach a file of `target`. */
export function reachOf(fields: readonly FlattenedField[], target: string, prefix = ''): Reach {
  const reach: Reach = { paths: [], richText: false }
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    if (field.type === 'upload' || field.type === 'relationship') {
      const related: string[] = [field.relationTo].flat()
      if (related.includes(target)) reach.paths.push({ path, polymorphic: Array.isArray(field.relationTo) })
    } else if (field.type === 'richText') {
      reach.richText = true
    } else if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      merge(reach, reachOf(field.flattenedFields, target, `${path}.`))
    } else if (field.type === 'blocks') {
      for (const block of field.blocks ?? [])
        if (typeof block === 'object') merge(reach, reachOf(block.flattenedFields, target, `${path}.`))
    }
  }
  return reach
}

function merge(into: Reach, from: Reach) {
  into.paths.push(...from.paths)
  into.richText ||= from.richText
}

/** Whether a value (a document or part of one, at depth 0) refers to the file anywhere: a rich-text upload node or a field. */
function mentions(value: unknown, target: string, id: number | string): boolean {
  if (Array.isArray(value)) return value.some((item) => mentions(item, target, id))
  if (typeof value !== 'object' || value === null) return false
  const node = value as Record<string, unknown>
  if (node.type === 'upload' && node.relationTo === target) {
    const ref = node.value
    const refId = typeof ref === 'object' && ref !== null ? (ref as { id?: unknown }).id : ref
    if (String(refId) === String(id)) return true
  }
  return Object.values(node).some((child) => mentions(child, target, id))
}

const labelOf = (label: unknown, fallback: string) =>
  typeof label === 'string' ? label : label && typeof label === 'object' && 'en' in label ? String(label.en) : fallback

const titleOf = (config: SanitizedCollectionConfig, doc: Record<string, unknown>) => {
  const field = config.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  return typeof value === 'string' && value.trim() ? value : `#${doc.id}`
}

/** The documents and globals that use the file `id` of the upload collection `target`: published, draft or in the trash. */
export async function usesOf(payload: Payload, target: string, id: number | string, req?: PayloadRequest): Promise<Use[]> {
  const uses = new Map<string, Use>()
  for (const config of payload.config.collections) {
    const reach = reachOf(config.flattenedFields, target)
    if (!reach.paths.length && !reach.richText) continue
    const conditions: Where[] = reach.paths.map(({ path, polymorphic }) =>
      polymorphic
        ? { and: [{ [`${path}.relationTo`]: { equals: target } }, { [`${path}.value`]: { equals: id } }] }
        : { [path]: { equals: id } },
    )
    const drafts = Boolean(config.versions?.drafts)
    // The document as published, and (with drafts) its latest draft: either may use the file.
    for (const draft of drafts ? [false, true] : [false]) {
      const documents = async (where?: Where) => {
        const collection = config.slug as CollectionSlug
        const options = { depth: 0, pagination: false, draft, trash: Boolean(config.trash), overrideAccess: true, req } as const
        const { docs } = await payload.find({ collection, ...(where && { where }), ...options })
        return docs as unknown as Record<string, unknown>[]
      }
      const found: Record<string, unknown>[] = []
      if (conditions.length) found.push(...(await documents({ or: conditions })))
      // Rich text keeps its uploads inside JSON: read the documents and look.
      if (reach.richText) found.push(...(await documents()).filter((doc) => mentions(doc, target, id)))
      for (const doc of found) {
        const key = `${config.slug}:${doc.id}`
        if (uses.has(key) && !doc.deletedAt) continue
        uses.set(key, {
          type: labelOf(config.labels?.singular, config.slug),
          title: titleOf(config, doc),
          collection: config.slug as CollectionSlug,
          id: doc.id as number | string,
          where: doc.deletedAt ? 'trash' : draft || doc._status === 'draft' ? 'draft' : 'published',
        })
      }
    }
  }
  for (const config of payload.config.globals) {
    const reach = reachOf(config.flattenedFields, target)
    if (!reach.paths.length && !reach.richText) continue
    const doc = await payload.findGlobal({ slug: config.slug, depth: 0, overrideAccess: true, req })
    const refersByField = reach.paths.some(({ path }) => valuesAt(doc, path.split('.')).some((v) => String(v) === String(id)))
    if (refersByField || (reach.richText && mentions(doc, target, id)))
      uses.set(`global:${config.slug}`, {
        type: 'Settings',
        title: labelOf(config.label, config.slug),
        collection: config.slug as CollectionSlug,
        id: config.slug,
        where: 'published',
      })
  }
  return [...uses.values()]
}

/** The values at a dotted path, through arrays (`documents.file` → every row's file id). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path))
  if (path.length === 0) return [typeof value === 'object' && value !== null && 'id' in value ? value.id : value]
  if (typeof value !== 'object' || value === null) return []
  return valuesAt((value as Record<string, unknown>)[path[0]], path.slice(1))
}

const shown = 5

/** "News item “Malaria vaccine…”, Event “Open day” (draft)" — what an editor reads in the refusal. */
export function describeUses(uses: Use[]): string {
  const names = uses
    .slice(0, shown)
    .map((use) => `${use.type} “${use.title}”${use.where === 'published' ? '' : use.where === 'draft' ? ' (draft)' : ' (in the trash)'}`)
  if (uses.length > shown) names.push(`and ${uses.length - shown} more`)
  return names.join(', ')
}

/**
 * A file that a document uses is not deleted: the page would lose its image
 * (or its download) without anyone noticing. The refusal names the documents,
 * so the editor can replace the file there first — or replace the file itself
 * in the library, which keeps every use.
 */
export const refuseDeletingUsedFiles: CollectionBeforeDeleteHook = async ({ id, req, collection }) => {
  const uses = await usesOf(req.payload, collection.slug, id, req)
  if (!uses.length) return
  const what = collection.slug === 'media' ? 'This file' : `This ${labelOf(collection.labels?.singular, 'file').toLowerCase()}`
  const count = uses.length === 1 ? '1 document' : `${uses.length} documents`
  throw new APIError(
    `${what} is used by ${count} and cannot be deleted: ${describeUses(uses)}. Remove it there, or replace the file instead of deleting it.`,
    409,
    {
      code: 'file-in-use',
      usedBy: uses.map(({ type, title, collection: c, id: docId, where }) => ({ type, title, collection: c, id: docId, where })),
    },
    true,
  )
}
