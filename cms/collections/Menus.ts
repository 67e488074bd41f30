import type { CollectionConfig } from 'payload'

import { menuLocations } from '../../lib/contract/sections'
import { link, orderField, slugField } from '../fields'
import { reference } from './factories'

const menuItemFields = [{ name: 'label', type: 'text', required: true }, link('url')] as const

/** Navigation menus: header, footer and sitemap, two levels deep. */
export const Menus: CollectionConfig = reference({
  slug: 'menus',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'location', type: 'select', required: true, index: true, options: [...menuLocations] },
    orderField,
    {
      name: 'items',
      type: 'array',
      fields: [...menuItemFields, { name: 'children', type: 'array', fields: [...menuItemFields] }],
    },
  ],
})
