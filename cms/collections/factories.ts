import type { CollectionAdminOptions, CollectionConfig, Field } from 'payload'

import { anyone, hasEmbargo, isContributor, isEditor, publishedOrStaff, writesDrafts, writtenByBackend } from '../access'
import { closeReviewOnPublish, contributorsWriteDraftsOnly, notifyEditorsOfReview, reviewField } from '../hooks/review'
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
    admin: { group: 'Content', ...previewOptions(config.slug), ...config.admin },
    fields: [...config.fields, reviewField],
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), keepPublishedHistory],
      beforeChange: [...(config.hooks?.beforeChange ?? []), contributorsWriteDraftsOnly, closeReviewOnPublish],
      afterChange: [...(config.hooks?.afterChange ?? []), notifyEditorsOfReview],
    },
    endpoints: [...(config.endpoints || []), restoreDraftVersionsAsDrafts],
  }
}

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
