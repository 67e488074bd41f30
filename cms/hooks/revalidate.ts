import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { expireCached } from '../../lib/cache/expire'
import { addHooks } from '.'

/**
 * When an editor publishes, changes, unpublishes or deletes something, the
 * cached reads that show it (lib/backend/dependencies.ts) expire at once: the
 * next visit renders fresh content, without a rebuild or restart.
 */
const expire = (slug: string) => expireCached([slug])

const afterChange: CollectionAfterChangeHook = async ({ doc, collection, context }) => {
  if (!context.seeding) await expire(collection.slug)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection }) => {
  await expire(collection.slug)
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, context }) => {
  if (!context.seeding) await expire(global.slug)
  return doc
}

export function withRevalidation(collection: CollectionConfig): CollectionConfig {
  return addHooks(collection, { afterChange, afterDelete })
}

export function withGlobalRevalidation(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] } }
}
