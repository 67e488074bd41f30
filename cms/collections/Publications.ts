import { relationship, themesField, requiredText, slugField, text, textarea } from '../fields'
import { checkDoi, checkWebUrl } from '../../lib/validation/fields'
import { editorial } from './factories'

/** Papers by the institute's researchers, with their journal and DOI. */
export const Publications = editorial({
  slug: 'publications',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'journal', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 500 }),
    slugField(),
    requiredText('authorList', { admin: { description: 'Authors as cited, e.g. "Okafor A, Lindqvist M, et al."' } }),
    relationship('authors', 'people', { hasMany: true, admin: { description: 'Institute authors with a profile.' } }),
    requiredText('journal'),
    { name: 'publishedAt', type: 'date', required: true, index: true },
    text('doi', { validate: checkDoi, admin: { description: 'e.g. 10.1000/xyz123, without https://doi.org/' } }),
    text('url', { label: 'Link to the paper', validate: checkWebUrl }),
    textarea('abstract'),
    relationship('division', 'divisions'),
    themesField,
    { name: 'openAccess', type: 'checkbox', defaultValue: true },
  ],
})
