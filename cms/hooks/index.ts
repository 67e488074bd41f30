import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

/** A collection with more after-change and after-delete hooks, after the ones it has. */
export function addHooks(
  collection: CollectionConfig,
  hooks: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook },
): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), hooks.afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), hooks.afterDelete],
    },
  }
}
