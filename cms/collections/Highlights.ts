import type { CollectionConfig } from 'payload'

import { link, orderField } from '../fields'
import { reference } from './factories'

export const Highlights: CollectionConfig = reference({
  slug: 'highlights',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})
