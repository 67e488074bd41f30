import { leaderGroupLabels } from '../../lib/contract/sections'
import { image, orderField, relationship, requiredText, richText, selectOptions, slugField } from '../fields'
import { editorial } from './factories'

/** Members of the leadership team, the board and the scientific advisory group. */
export const Leaders = editorial({
  slug: 'leaders',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'group', 'order'] },
  defaultSort: 'order',
  fields: [
    requiredText('name'),
    slugField('name'),
    requiredText('role'),
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(leaderGroupLabels),
    },
    image('photo'),
    richText('biography'),
    relationship('person', 'people', { admin: { description: 'Their profile, if they have one.' } }),
    orderField,
  ],
})
