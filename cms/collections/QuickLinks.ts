import type { CollectionConfig } from 'payload'

import { link, orderField } from '../fields'
import { reference } from './factories'

export const QuickLinks: CollectionConfig = reference({
  slug: 'quick-links',
  admin: { useAsTitle: 'label' },
  defaultSort: 'order',
  fields: [{ name: 'label', type: 'text', required: true }, link(), orderField],
})
