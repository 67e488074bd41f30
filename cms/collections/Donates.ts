import type { CollectionConfig } from 'payload'

import { link, orderField } from '../fields'
import { reference } from './factories'

/** Ways to support the institute. */
export const Donates: CollectionConfig = reference({
  slug: 'donates',
  labels: { singular: 'Way to give', plural: 'Ways to give' },
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
