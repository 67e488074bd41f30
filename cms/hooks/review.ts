import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { sendMail } from '../../lib/mail'
import { absoluteUrl } from '../../lib/siteUrl'
import { canPublish, refusal } from '../access'

/**
 * The review step: a contributor writes a draft and marks it "Ready for
 * review"; every editor gets a message in the outbox and finds it in the
 * dashboard's review queue; an editor publishes it (or asks for changes).
 */
export const reviewStates = {
  writing: 'Being written',
  submitted: 'Ready for review',
  changes: 'Changes requested',
} as const
export type ReviewState = keyof typeof reviewStates

export const reviewField: Field = {
  name: 'review',
  label: 'Review',
  type: 'select',
  defaultValue: 'writing',
  index: true,
  options: Object.entries(reviewStates).map(([value, label]) => ({ value, label })),
  admin: {
    position: 'sidebar',
    description: 'Contributors: choose “Ready for review” when the draft is done; the editors are told and publish it.',
  },
}

/**
 * Contributors never change what the public sees: publishing is refused by
 * the collection's access rule; this refuses unpublishing and any other
 * write to the live document (a save that is not a draft).
 */
export const contributorsWriteDraftsOnly: CollectionBeforeChangeHook = ({ req, operation, originalDoc, data }) => {
  if (!req.user || canPublish(req)) return data
  if (data._status === 'published')
    throw refusal(403, 'publish_forbidden', 'Contributors cannot publish. Mark the draft "Ready for review" and an editor will publish it.')
  // REST's `?draft=true`, which Payload turns into a boolean as it parses the request.
  const isDraftSave = req.query?.draft === true || req.query?.draft === 'true'
  if (operation === 'update' && originalDoc?._status === 'published' && !isDraftSave)
    throw refusal(403, 'unpublish_forbidden', 'Contributors cannot unpublish or change the live version. Save your changes as a draft.')
  // Publishing is the end of the review: the next draft starts afresh.
  return data
}

/** When a story is published its review is over. */
export const closeReviewOnPublish: CollectionBeforeChangeHook = ({ data }) =>
  data._status === 'published' ? { ...data, review: 'writing' } : data

async function editorAddresses(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['editor', 'admin'] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((user) => user.email)
}

/** Tells the editors, once, when a draft becomes ready for review. */
export const notifyEditorsOfReview: CollectionAfterChangeHook = async ({ doc, previousDoc, collection, req, context }) => {
  if (context.seeding || doc.review !== 'submitted' || previousDoc?.review === 'submitted') return doc
  const title = String(doc.title ?? doc.name ?? doc.slug ?? doc.id)
  const kind = typeof collection.labels?.singular === 'string' ? collection.labels.singular : collection.slug
  const author = req.user && 'email' in req.user ? String(req.user.email) : 'A contributor'
  const link = absoluteUrl(`/admin/collections/${collection.slug}/${doc.id}`)
  for (const to of await editorAddresses(req)) {
    await sendMail(
      req.payload,
      {
        to,
        subject: `Ready for review: ${title}`,
        text: [
          `${author} has marked a ${kind.toLowerCase()} ready for review:`,
          '',
          title,
          link,
          '',
          'Preview it, then publish it or ask for changes.',
        ].join('\n'),
      },
      req,
    )
  }
  return doc
}
