import type { Field } from 'payload'

import { linkableCollections } from '../../content'
import { menuLocations } from '../../lib/schema/sections'
import { checkLink } from '../../lib/validation/fields'
import { link, orderField, requiredText, slugField } from '../fields'
import { reference } from './factories'

/**
 * A menu entry leads to a document of the site (it follows the document when
 * it is renamed) or to an address typed in (another site, a listing page).
 */
const menuItemFields: Field[] = [
  requiredText('label'),
  {
    name: 'linkType',
    type: 'radio',
    label: 'Link to',
    defaultValue: 'url',
    options: [
      { value: 'document', label: 'A page of this site' },
      { value: 'url', label: 'An address' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'document',
    type: 'relationship',
    label: 'Page',
    relationTo: linkableCollections,
    required: true,
    admin: {
      condition: (_, siblingData) => siblingData?.linkType === 'document',
      description: 'The link follows the page when its address changes. Left out of the menu while the page is not published.',
    },
  },
  {
    ...link('url', false),
    validate: (value: unknown, { siblingData }: { siblingData: { linkType?: string } }) =>
      siblingData?.linkType === 'document' ? true : value ? checkLink(value) : 'Enter where the link leads.',
    admin: {
      condition: (_, siblingData) => siblingData?.linkType !== 'document',
      description: 'A path on this site (/about) or a full address (https://…).',
    },
  } as Field,
]

/** Navigation menus: header, footer and sitemap, two levels deep. */
export const Menus = reference('menus', { title: 'title', sort: 'order', admin: { defaultColumns: ['title', 'location', 'order'] } }, [
  requiredText('title'),
  slugField(),
  { name: 'location', type: 'select', required: true, index: true, options: [...menuLocations] },
  orderField,
  {
    name: 'items',
    type: 'array',
    label: 'Entries',
    fields: [...menuItemFields, { name: 'children', type: 'array', label: 'Sub-entries', fields: [...menuItemFields] }],
  },
])
