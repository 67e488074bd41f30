import type { CollectionConfig } from 'payload'

import { slugField } from '../fields'
import { editorial } from './factories'

/** General pages (About us, Contact, Careers…) served at /{slug}. */
export const Pages: CollectionConfig = editorial({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    slugField(),
    { name: 'summary', type: 'textarea', maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
  ],
})
