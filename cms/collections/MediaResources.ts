import type { CollectionConfig } from 'payload'

import { mediaResourceCategories } from '../../lib/contract/sections'
import { reference } from './factories'

/** Downloadable reports, brochures and newsletters, filed by year. */
export const MediaResources: CollectionConfig = reference({
  slug: 'media-resources',
  admin: { useAsTitle: 'title' },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'select', required: true, index: true, options: [...mediaResourceCategories] },
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100, index: true },
    { name: 'file', type: 'upload', relationTo: 'media' },
  ],
})
