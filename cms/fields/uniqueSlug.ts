import { type CollectionBeforeChangeHook, type CollectionSlug, type PayloadRequest, type Validate, ValidationError } from 'payload'

import { plainWords } from './plainWords'

type Options = { req: PayloadRequest; id?: number | string; collectionSlug?: string }

const singular = (req: PayloadRequest, slug: string) => {
  const labels = req.payload.collections[slug as CollectionSlug]?.config.labels
  const label = typeof labels?.singular === 'string' ? labels.singular : slug
  return label.toLowerCase()
}

/**
 * A slug is the record's address, so it must be free in its collection. The
 * database would refuse a duplicate with "invalid: slug"; this says whose it is.
 */
export async function uniqueSlug(value: string, options: Options): Promise<true | string> {
  return uniqueValue('slug', value, options)
}

/** What an editor is told when `field` must be unique and the value is taken: whose it is. */
const taken = (field: string, title: string, what: string) =>
  field === 'slug'
    ? `This address is already used by “${title}” (${what}). Choose another slug.`
    : `This ${plainWords(field).toLowerCase()} is already used by “${title}” (${what}).`

/** A unique field's check before the database's: free in its collection, or who has it. */
export async function uniqueValue(field: string, value: unknown, { req, id, collectionSlug }: Options): Promise<true | string> {
  if (value === null || value === undefined || value === '') return true
  if (!collectionSlug || !req?.payload) return true
  const collection = collectionSlug as CollectionSlug
  const find = async (draft: boolean) =>
    (
      await req.payload.find({
        collection,
        where: { and: [{ [field]: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        draft,
        req,
      })
    ).docs[0]
  // What is live, and (with drafts) what the latest drafts say: a draft's new slug is taken as soon as it is saved.
  const hasDrafts = Boolean(req.payload.collections[collection]?.config.versions?.drafts)
  const other = ((await find(false)) ?? (hasDrafts ? await find(true) : undefined)) as unknown as Record<string, unknown> | undefined
  if (!other) return true
  const titleField = req.payload.collections[collection]?.config.admin?.useAsTitle ?? 'id'
  const title = String(other[titleField] ?? other.id)
  return taken(field, title, singular(req, collectionSlug))
}

/** A field validator: unique in its collection, after the field's own rule (when it passes). */
export const unique =
  (field: string, own?: (value: unknown) => true | string): Validate =>
  async (value: unknown, options) => {
    const first = own ? own(value) : true
    return first === true ? uniqueValue(field, value, options as unknown as Options) : first
  }

/**
 * Payload validates fields only when a document is published, not on draft
 * saves and autosaves: without this a draft could take a slug another
 * document (or another draft) has, and clash only at publishing. Refuses the
 * save, naming whose the slug is.
 */
export const slugFreeForDrafts: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (data._status === 'published' || typeof data.slug !== 'string' || data.slug === originalDoc?.slug) return data
  const free = await uniqueSlug(data.slug, { req, id: originalDoc?.id, collectionSlug: collection.slug })
  if (free !== true) throw new ValidationError({ collection: collection.slug, errors: [{ message: free, path: 'slug' }] }, req.t)
  return data
}
