import type { CollectionConfig } from 'payload'

import { anyone, isEditor, publishedOrEditor, writtenByBackend } from '../access'

/**
 * Editorial content: drafts and versions; the public sees published documents only.
 */
export const editorial = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: { autosave: false }, maxPerDoc: 50 },
  admin: { group: 'Content', ...config.admin },
})

/** Reference content (logos, links, figures): public, edited by editors, no drafts. */
export const reference = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { group: 'Site furniture', ...config.admin },
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
