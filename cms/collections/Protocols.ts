import {
  documentsField,
  fieldSitesField,
  relationship,
  themesField,
  requiredText,
  richText,
  selectOptions,
  slugField,
  text,
  textarea,
} from '../fields'
import { unique } from '../fields/uniqueSlug'
import { editorial } from './factories'

/** Research protocols: studies approved to run, with their documents. */
export const Protocols = editorial({
  slug: 'protocols',
  admin: { useAsTitle: 'title', defaultColumns: ['protocolNumber', 'title', 'studyStatus', '_status'] },
  defaultSort: '-approvedAt',
  fields: [
    requiredText('title', { maxLength: 500 }),
    slugField(),
    requiredText('protocolNumber', { unique: true, validate: unique('protocolNumber', (v) => (v ? true : 'Enter the protocol number.')) }),
    text('version', { defaultValue: '1.0' }),
    {
      name: 'studyStatus',
      type: 'select',
      required: true,
      defaultValue: 'recruiting',
      options: selectOptions({ planned: 'Planned', recruiting: 'Recruiting', active: 'Active, not recruiting', completed: 'Completed' }),
    },
    { name: 'approvedAt', type: 'date', required: true },
    relationship('principalInvestigator', 'people'),
    relationship('division', 'divisions'),
    themesField,
    fieldSitesField,
    textarea('summary', { required: true }),
    richText(),
    documentsField,
  ],
})
