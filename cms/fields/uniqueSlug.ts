import type { CollectionSlug, PayloadRequest } from 'payload'

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
export async function uniqueSlug(value: string, { req, id, collectionSlug }: Options): Promise<true | string> {
  if (!collectionSlug || !req?.payload) return true
  const collection = collectionSlug as CollectionSlug
  const { docs } = await req.payload.find({
    collection,
    where: { and: [{ slug: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const other = docs[0] as unknown as Record<string, unknown> | undefined
  if (!other) return true
  const titleField = req.payload.collections[collection]?.config.admin?.useAsTitle ?? 'id'
  const title = String(other[titleField] ?? other.id)
  return `This address is already used by “${title}” (${singular(req, collectionSlug)}). Choose another slug.`
}
