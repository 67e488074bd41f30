import type { CollectionConfig } from 'payload'

import { link, orderField, slugField } from '../fields'
import { reference } from './factories'

export const HighlightTopics: CollectionConfig = reference({
  slug: 'highlight-topics',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})
