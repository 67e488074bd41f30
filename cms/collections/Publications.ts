import { relationship, requiredText, slugField, text, textarea } from '../fields'
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
    text('doi', { validate: (v: unknown) => !v || /^10\.\d{4,9}\/\S+$/.test(String(v)) || 'A DOI looks like 10.1234/abcd.5678' }),
    text('url'),
    textarea('abstract'),
    relationship('division', 'divisions'),
    { name: 'openAccess', type: 'checkbox', defaultValue: true },
  ],
})
