import type { CollectionConfig } from 'payload'

import { orderField, slugField } from '../fields'
import { editorial } from './factories'

/** Researchers and staff with a public profile. */
export const People: CollectionConfig = editorial({
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'division', '_status'] },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    slugField('name'),
    { name: 'honorific', type: 'text', admin: { description: 'e.g. Dr, Prof.' } },
    { name: 'position', type: 'text', required: true },
    { name: 'division', type: 'relationship', relationTo: 'divisions', required: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'summary', type: 'textarea', maxLength: 600 },
    { name: 'biography', type: 'richText' },
    { name: 'expertise', type: 'text', hasMany: true },
    { name: 'email', type: 'email' },
    { name: 'orcid', type: 'text', admin: { description: 'ORCID iD, e.g. 0000-0002-1825-0097' } },
    { name: 'isResearcher', type: 'checkbox', defaultValue: true, admin: { description: 'Listed on Our researchers.' } },
    orderField,
  ],
})
