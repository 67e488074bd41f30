import { fieldSitesField, image, orderField, themesField, relationship, requiredText, richText, slugField, text, textarea } from '../fields'
import { checkOrcid } from '../../lib/validation/fields'
import { editorial } from './factories'

/** Researchers and staff with a public profile. */
export const People = editorial({
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'division', '_status'] },
  defaultSort: 'name',
  fields: [
    requiredText('name', { maxLength: 200 }),
    slugField('name'),
    text('honorific', { admin: { description: 'e.g. Dr, Prof.' } }),
    requiredText('position'),
    relationship('division', 'divisions', { required: true }),
    themesField,
    fieldSitesField,
    image('photo'),
    textarea('summary', { maxLength: 600 }),
    richText('biography'),
    { name: 'expertise', type: 'text', hasMany: true },
    { name: 'email', type: 'email' },
    text('orcid', { validate: checkOrcid, admin: { description: 'e.g. 0000-0002-1825-0097' } }),
    { name: 'isResearcher', type: 'checkbox', defaultValue: true, admin: { description: 'Listed on Our researchers.' } },
    orderField,
  ],
})
