import type { CollectionConfig } from 'payload'

import { documentsField, selectOptions, slugField } from '../fields'
import { editorial } from './factories'

/** Research protocols: studies approved to run, with their documents. */
export const Protocols: CollectionConfig = editorial({
  slug: 'protocols',
  admin: { useAsTitle: 'title', defaultColumns: ['protocolNumber', 'title', 'studyStatus', '_status'] },
  defaultSort: '-approvedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 500 },
    slugField(),
    { name: 'protocolNumber', type: 'text', required: true, unique: true },
    { name: 'version', type: 'text', defaultValue: '1.0' },
    {
      name: 'studyStatus',
      type: 'select',
      required: true,
      defaultValue: 'recruiting',
      options: selectOptions({ planned: 'Planned', recruiting: 'Recruiting', active: 'Active, not recruiting', completed: 'Completed' }),
    },
    { name: 'approvedAt', type: 'date', required: true },
    { name: 'principalInvestigator', type: 'relationship', relationTo: 'people' },
    { name: 'division', type: 'relationship', relationTo: 'divisions' },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
    documentsField,
  ],
})
