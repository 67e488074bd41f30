import type { CollectionConfig } from 'payload'

import { orderField } from '../fields'
import { reference } from './factories'

export const Testimonials: CollectionConfig = reference({
  slug: 'testimonials',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})
