import type { CollectionAfterChangeHook, Payload } from 'payload'

import { auditTakeOver } from './audit'
import { isAutosave } from './saves'

/**
 * Payload locks a document while someone edits it in /admin, and releases the
 * lock on every save (`checkDocumentLockStatus` deletes it before the update).
 * With autosave every 800 ms that left a story unlocked nearly all the time: a
 * second editor saw no notice and both overwrote each other. Here an autosave
 * puts the saver's lock straight back, in the same
 * transaction as the save, so nobody ever finds the document unlocked between
 * the two. Publishing, unpublishing, a save that is not an autosave and
 * marking the draft ready for review release it, as Payload does; leaving the
 * document releases it too, and an idle lock lapses after `lockDurationSeconds`.
 *
 * The assumption this relies on, checked by test/contract/newsroom.test.ts: a
 * save deletes the document's lock rows before the collection's afterChange
 * hooks run, and `payload-locked-documents` rows name `document` and `user`.
 */
export const lockDurationSeconds = 180

export const holdLockThroughAutosave: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, collection, context }) => {
  if (context.seeding || operation !== 'update' || !req.user || req.payloadAPI !== 'REST' || !isAutosave(req)) return doc
  // Marking a draft ready for review hands it over: the editors may open it at once.
  if (doc.review === 'submitted' && previousDoc?.review !== 'submitted') return doc
  // As Payload writes a lock when an edit starts (the database layer: no hooks, no access rules).
  await req.payload.db.create({
    collection: 'payload-locked-documents',
    data: { document: { relationTo: collection.slug, value: doc.id }, user: { relationTo: req.user.collection, value: req.user.id } },
    req,
    returning: false,
  })
  return doc
}

/**
 * Payload adds its locks collection itself, after the plugins: a take-over (the
 * lock moving to another person) is recorded through a hook added once the CMS
 * has started.
 */
export function auditTakeOvers(payload: Payload) {
  const locks = payload.collections['payload-locked-documents']?.config
  if (!locks) return
  locks.hooks.afterChange = [...(locks.hooks.afterChange ?? []), auditTakeOver]
}
