import type { CollectionConfig } from 'payload'

import { orderField, slugField } from '../fields'
import { reference } from './factories'

export const Divisions: CollectionConfig = reference({
  slug: 'divisions',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [{ name: 'name', type: 'text', required: true }, slugField('name'), { name: 'summary', type: 'textarea' }, orderField],
})
