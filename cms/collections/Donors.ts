import type { CollectionConfig } from 'payload'

import { donorTiers } from '../../lib/contract/sections'
import { link, orderField } from '../fields'
import { reference } from './factories'

/** Funders, as major or core donors. */
export const Donors: CollectionConfig = reference({
  slug: 'donors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tier', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'tier', type: 'select', required: true, index: true, options: [...donorTiers] },
    link('url', false),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})
