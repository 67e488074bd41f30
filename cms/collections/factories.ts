import type { CollectionConfig } from 'payload'

import { anyone, isEditor, publishedOrEditor } from '../access'

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
