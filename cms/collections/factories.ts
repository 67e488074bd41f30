import type { CollectionAdminOptions, CollectionBeforeChangeHook, CollectionConfig, Field, UIField } from 'payload'

import { anyone, hasEmbargo, isContributor, isEditor, publishedOrStaff, writesDrafts, writtenByBackend } from '../access'
import { slugFreeForDrafts } from '../fields/uniqueSlug'
import { auditDeletion, auditEditorialChange } from '../hooks/audit'
import { holdLockThroughAutosave, lockDurationSeconds } from '../hooks/locks'
import {
  checkReviewStep,
  closeReviewOnPublish,
  contributorsWriteDraftsOnly,
  notifyAuthorOfChanges,
  notifyEditorsOfReview,
  reviewField,
  reviewNoteField,
  submittedByField,
} from '../hooks/review'
import { previewOptions } from '../preview'
import { keepPublishedHistory, restoreDraftVersionsAsDrafts } from '../versions'

/**
 * Editorial content: drafts (saved as you type, for the live preview),
 * versions, scheduled publishing and a review step. The public sees published
 * documents only, and none before its publication date where it has one.
 * Contributors write drafts; editors publish. Deleting moves a document to the
 * trash with its history (restored from /admin's Trash view); the public never
 * sees what is in the trash.
 */
export const editorial = (config: CollectionConfig): CollectionConfig => {
  return {
    ...config,
    trash: true,
    access: {
      read: publishedOrStaff(hasEmbargo(config)),
      create: writesDrafts,
      update: writesDrafts,
      delete: isEditor,
      readVersions: isContributor,
    },
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
    // One person edits a document at a time; the lock holds through autosaves (cms/hooks/locks.ts).
    lockDocuments: { duration: lockDurationSeconds },
    admin: {
      group: 'Content',
      ...previewOptions(config.slug),
      ...config.admin,
      // The state in words (Draft, In review, Scheduled for…, Embargoed until…, Published) instead of Payload's status.
      defaultColumns: config.admin?.defaultColumns?.map((column) => (column === '_status' ? stateField.name : column)),
      // The Schedule drawer offers Publish first for a document never published (cms/admin/SchedulePublishDefault.tsx).
      components: {
        ...config.admin?.components,
        edit: { ...config.admin?.components?.edit, beforeDocumentControls: ['/cms/admin/SchedulePublishDefault#SchedulePublishDefault'] },
      },
    },
    fields: [stateField, ...config.fields, reviewNoteField, reviewField, submittedByField, editedByField],
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), keepPublishedHistory],
      beforeChange: [
        ...(config.hooks?.beforeChange ?? []),
        contributorsWriteDraftsOnly,
        checkReviewStep,
        slugFreeForDrafts,
        closeReviewOnPublish,
        signEdit,
      ],
      afterChange: [
        ...(config.hooks?.afterChange ?? []),
        notifyEditorsOfReview,
        notifyAuthorOfChanges,
        holdLockThroughAutosave,
        auditEditorialChange,
      ],
      afterDelete: [...(config.hooks?.afterDelete ?? []), auditDeletion],
    },
    endpoints: [...(config.endpoints || []), restoreDraftVersionsAsDrafts],
  }
}

/** The document's state in words, in the list and at the top of the edit view's sidebar (cms/publicationState.ts). */
const stateField: UIField = {
  name: 'publicationState',
  label: 'State',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/cms/admin/PublicationState#StateField', Cell: '/cms/admin/PublicationState#StateCell' },
  },
}

/** Who saved this version: every version in the history carries its author. */
const editedByField: Field = {
  name: 'editedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: 'users',
  // Read-only in /admin; whatever a request sends, signEdit writes the saver.
  admin: { position: 'sidebar', readOnly: true },
}

/** Signs each save with the person who made it (kept as they were on saves by the backend or a scheduled job). */
const signEdit: CollectionBeforeChangeHook = ({ data, req }) =>
  req.user?.collection === 'users' ? { ...data, editedBy: req.user.id } : data

/** What a reference collection states besides its slug and fields. */
type ReferenceOptions = {
  /** The field that names a record in /admin. */
  title: string
  /** The field lists are sorted by; `-field` for descending. */
  sort: string
  labels?: CollectionConfig['labels']
  /** Further admin options: list columns, or a group other than Site furniture. */
  admin?: Omit<CollectionAdminOptions, 'useAsTitle'>
}

/** Reference content (logos, links, figures): public, edited by editors, no drafts. */
export const reference = (slug: string, { title, sort, labels, admin }: ReferenceOptions, fields: Field[]): CollectionConfig => ({
  slug,
  ...(labels && { labels }),
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { group: 'Site furniture', ...admin, useAsTitle: title },
  hooks: { afterDelete: [auditDeletion] },
  defaultSort: sort,
  fields,
})

/**
 * What the site receives and sends (form posts, outgoing mail, subscribers):
 * written by the backend, read by editors under Inbox, newest first.
 */
export const inbox = (config: CollectionConfig): CollectionConfig => ({
  defaultSort: '-createdAt',
  ...config,
  access: { ...writtenByBackend, ...config.access },
  admin: { group: 'Inbox', ...config.admin },
})
