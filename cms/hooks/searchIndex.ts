import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { isSearchable, reindexDocument, removeDocument } from '../../lib/searchIndex'
import { addHooks } from '.'

/**
 * Keeps the site search's index in step with publishing: every save
 * (publish, edit, unpublish) re-reads the document as the public sees it, in
 * the same transaction; a delete removes it. The seed rebuilds the index once
 * at the end instead of document by document.
 */
const afterChange: CollectionAfterChangeHook = async ({ doc, req, collection, context }) => {
  if (context.seeding || !isSearchable(collection.slug)) return doc
  await reindexDocument(req.payload, collection.slug, doc.id, req)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ id, req, collection }) => {
  await removeDocument(req.payload, collection.slug, id, req)
}

/** Adds the hooks to the searchable collections, leaving the others as they are. */
export function withSearchIndexHooks(collection: CollectionConfig): CollectionConfig {
  if (!isSearchable(collection.slug)) return collection
  return addHooks(collection, { afterChange, afterDelete })
}
