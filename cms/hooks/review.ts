import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type Field, type PayloadRequest, ValidationError } from 'payload'

import { sendMail } from '../../lib/mail'
import { absoluteUrl } from '../../lib/siteUrl'
import { canPublish, refusal } from '../access'
import { isDraftSave } from './saves'

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

/** The editor's note to the author: what needs changing. Required with "Changes requested". */
export const reviewNoteField: Field = {
  name: 'reviewNote',
  label: 'Review note',
  type: 'textarea',
  maxLength: 2000,
  admin: {
    position: 'sidebar',
    description: 'Editors: write what needs changing, then choose “Changes requested”. The author is sent this note.',
  },
}

/** Who marked the draft ready for review: the person told when changes are requested. */
export const submittedByField: Field = {
  name: 'submittedBy',
  label: 'Submitted by',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.submittedBy) },
}

const noteMissing = 'Write in “Review note” what needs changing before choosing “Changes requested”.'

/** Marks who submitted, and refuses "Changes requested" without a note. */
export const checkReviewStep: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const review = data.review ?? originalDoc?.review
  if (review === 'changes' && !String(data.reviewNote ?? originalDoc?.reviewNote ?? '').trim())
    throw new ValidationError({ collection: collection.slug, errors: [{ message: noteMissing, path: 'reviewNote' }] }, req.t)
  if (review === 'submitted' && originalDoc?.review !== 'submitted' && req.user?.collection === 'users')
    return { ...data, submittedBy: req.user.id }
  return data
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
  if (operation === 'update' && originalDoc?._status === 'published' && !isDraftSave(req))
    throw refusal(403, 'unpublish_forbidden', 'Contributors cannot unpublish or change the live version. Save your changes as a draft.')
  // Publishing is the end of the review: the next draft starts afresh.
  return data
}

/** When a story is published its review is over. */
export const closeReviewOnPublish: CollectionBeforeChangeHook = ({ data }) =>
  data._status === 'published' ? { ...data, review: 'writing', reviewNote: null } : data

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

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value)

/** Tells the author, once, when an editor asks for changes, with the editor's note. */
export const notifyAuthorOfChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, collection, req, context }) => {
  if (context.seeding || doc.review !== 'changes' || previousDoc?.review === 'changes') return doc
  const authorId = idOf(doc.submittedBy) ?? idOf(previousDoc?.editedBy)
  if (typeof authorId !== 'string' && typeof authorId !== 'number') return doc
  const author = await req.payload.findByID({ collection: 'users', id: authorId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!author || author.id === req.user?.id) return doc
  const title = String(doc.title ?? doc.name ?? doc.slug ?? doc.id)
  const editor = req.user && 'email' in req.user ? String(req.user.email) : 'An editor'
  await sendMail(
    req.payload,
    {
      to: author.email,
      subject: `Changes requested: ${title}`,
      text: [
        `${editor} has asked for changes to your draft:`,
        '',
        title,
        absoluteUrl(`/admin/collections/${collection.slug}/${doc.id}`),
        '',
        'The note:',
        String(doc.reviewNote ?? ''),
        '',
        'Make the changes, then choose “Ready for review” again.',
      ].join('\n'),
    },
    req,
  )
  return doc
}
