import type { CollectionConfig } from 'payload'

import { dataDir } from '../data-dir'
import { isContributor, isEditor, isSiteRead, isStaff } from '../access'
import { requiredText, text } from '../fields'
import { refuseOversizeUploads } from '../uploads'

/**
 * Images and documents. Images are resized with sharp on upload.
 *
 * A file is public by its address (the pages and next/image load it), but the
 * library is not: an image uploaded for a story still in draft must not be
 * found by listing. Editors list it; the site's backend reaches an image only
 * through the published document that shows it.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: ({ req, isReadingStaticFile }) => isReadingStaticFile === true || isSiteRead(req) || isStaff(req),
    // Contributors add the pictures of their stories; changing or deleting the library is for editors.
    create: isContributor,
    update: isEditor,
    delete: isEditor,
  },
  hooks: { beforeOperation: [refuseOversizeUploads] },
  upload: {
    staticDir: `${dataDir}/media`,
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: 500, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    requiredText('alt', { admin: { description: 'Describe the image for people who cannot see it. For documents, the title.' } }),
    text('credit'),
  ],
}
