import type { CollectionConfig } from 'payload'

import { slugField } from '../fields'
import { editorial } from './factories'

export const Publications: CollectionConfig = editorial({
  slug: 'publications',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'journal', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 500 },
    slugField(),
    { name: 'authorList', type: 'text', required: true, admin: { description: 'Authors as cited, e.g. "Okafor A, Lindqvist M, et al."' } },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'people',
      hasMany: true,
      admin: { description: 'Institute authors with a profile.' },
    },
    { name: 'journal', type: 'text', required: true },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    {
      name: 'doi',
      type: 'text',
      validate: (v: unknown) => !v || /^10\.\d{4,9}\/\S+$/.test(String(v)) || 'A DOI looks like 10.1234/abcd.5678',
    },
    { name: 'url', type: 'text' },
    { name: 'abstract', type: 'textarea' },
    { name: 'division', type: 'relationship', relationTo: 'divisions' },
    { name: 'openAccess', type: 'checkbox', defaultValue: true },
  ],
})
