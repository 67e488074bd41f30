import type { CollectionConfig } from 'payload'

import { orderField } from '../fields'
import { reference } from './factories'

/** Key figures shown on the home page ("40 years of research"). */
export const Achievements: CollectionConfig = reference({
  slug: 'achievements',
  admin: { useAsTitle: 'label' },
  defaultSort: 'order',
  fields: [
    { name: 'value', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    orderField,
  ],
})
