import type { CollectionConfig } from 'payload'

import { dataDir } from '../data-dir'
import { anyone, isEditor } from '../access'
import { requiredText, text } from '../fields'

/** Images and documents. Images are resized with sharp on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
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
