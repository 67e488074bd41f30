import type { CollectionConfig } from 'payload'

import { leaderGroupLabels } from '../../lib/contract/sections'
import { orderField, selectOptions, slugField } from '../fields'
import { editorial } from './factories'

/** Members of the leadership team, the board and the scientific advisory group. */
export const Leaders: CollectionConfig = editorial({
  slug: 'leaders',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'group', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'role', type: 'text', required: true },
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(leaderGroupLabels),
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'biography', type: 'richText' },
    { name: 'person', type: 'relationship', relationTo: 'people', admin: { description: 'Their profile, if they have one.' } },
    orderField,
  ],
})
