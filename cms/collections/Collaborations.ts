import type { CollectionConfig } from 'payload'

import { link, orderField } from '../fields'
import { reference } from './factories'

export const Collaborations: CollectionConfig = reference({
  slug: 'collaborations',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    link('url', false),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'summary', type: 'textarea' },
    orderField,
  ],
})
