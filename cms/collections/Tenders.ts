import type { CollectionConfig } from 'payload'

import { tenderStatuses } from '../../lib/contract/sections'
import { documentsField, slugField } from '../fields'
import { editorial } from './factories'

export const Tenders: CollectionConfig = editorial({
  slug: 'tenders',
  admin: { useAsTitle: 'title', defaultColumns: ['reference', 'title', 'status', 'closesAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    slugField(),
    { name: 'reference', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      // Drafts already own the type name enum_tenders_status (for _status) in PostgreSQL.
      enumName: 'enum_tenders_tender_status',
      required: true,
      defaultValue: 'open',
      index: true,
      options: tenderStatuses.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    { name: 'closesAt', type: 'date', required: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
    documentsField,
  ],
})
