import type { CollectionAfterChangeHook, CollectionConfig, CollectionSlug, PayloadRequest } from 'payload'

import { linkableType } from '../../content'
import { normalisePath } from '../../lib/redirects'

type Doc = Record<string, unknown> & { id: number | string; _status?: string | null }

/** Redirects that start at a live address would never be followed, and would hide the page if it went: they go. */
async function freeAddress(path: string, req: PayloadRequest) {
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: path } }, overrideAccess: true, req })
}

/**
 * When a published record's address changes (its slug, or a story's type),
 * every address it was published at before leads to it: a redirect to the
 * document itself, so later renames need no new chain. Its new address, if it
 * was the start of a redirect, is freed. Runs in the save's transaction.
 */
const redirectOldAddresses: CollectionAfterChangeHook = async ({ doc, collection, req, context }) => {
  const type = linkableType(collection.slug)
  if (!type || context.seeding || (doc as Doc)._status !== 'published') return doc
  const current = normalisePath(type.url(doc))
  await freeAddress(current, req)

  const { docs: versions } = await req.payload.findVersions({
    collection: collection.slug as CollectionSlug,
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const previous = new Set<string>()
  for (const v of versions) {
    try {
      previous.add(normalisePath(type.url(v.version as never)))
    } catch {
      // A version from before a field existed: no address to redirect.
    }
  }
  previous.delete(current)
  for (const from of previous) {
    const to = { type: 'reference' as const, reference: { relationTo: collection.slug, value: doc.id } }
    const { docs: existing } = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const same = existing[0]?.to?.type === 'reference' && sameDoc(existing[0].to.reference, collection.slug, doc.id)
    if (same) continue
    // An older redirect from that address led elsewhere; the document that lived there last wins.
    if (existing[0])
      await req.payload.update({ collection: 'redirects', id: existing[0].id, data: { to } as never, overrideAccess: true, req })
    else await req.payload.create({ collection: 'redirects', data: { from, to } as never, overrideAccess: true, req })
  }
  return doc
}

function sameDoc(reference: unknown, collection: string, id: number | string) {
  if (!reference || typeof reference !== 'object') return false
  const r = reference as { relationTo?: string; value?: unknown }
  const value = r.value && typeof r.value === 'object' ? (r.value as { id?: unknown }).id : r.value
  return r.relationTo === collection && String(value) === String(id)
}

/** Adds the hook to the collections of linkable types (the registry in content). */
export function withRedirectOnRename(collection: CollectionConfig): CollectionConfig {
  if (!linkableType(collection.slug)) return collection
  return { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), redirectOldAddresses] } }
}
