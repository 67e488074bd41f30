import type { CollectionConfig } from 'payload'

import { reference } from './factories'

export const Countries: CollectionConfig = reference({
  slug: 'countries',
  admin: { useAsTitle: 'name' },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: unknown) => /^[A-Z]{2}$/.test(String(v ?? '')) || 'Two capital letters (ISO 3166-1 alpha-2).',
    },
  ],
})
