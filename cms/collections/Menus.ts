import type { Field } from 'payload'

import { menuLocations } from '../../lib/contract/sections'
import { link, orderField, requiredText, slugField } from '../fields'
import { reference } from './factories'

const menuItemFields: Field[] = [requiredText('label'), link()]

/** Navigation menus: header, footer and sitemap, two levels deep. */
export const Menus = reference('menus', { title: 'title', sort: 'order', admin: { defaultColumns: ['title', 'location', 'order'] } }, [
  requiredText('title'),
  slugField(),
  { name: 'location', type: 'select', required: true, index: true, options: [...menuLocations] },
  orderField,
  { name: 'items', type: 'array', fields: [...menuItemFields, { name: 'children', type: 'array', fields: [...menuItemFields] }] },
])
