import type { CollectionConfig } from 'payload'

import { reference } from './factories'

export const Awards: CollectionConfig = reference({
  slug: 'awards',
  admin: { useAsTitle: 'title' },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100 },
    { name: 'recipient', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
