import type { CollectionConfig } from 'payload'

import { reference } from './factories'

/** Places where the institute works, shown on the home page map. */
export const GlobalMarkers: CollectionConfig = reference({
  slug: 'global-markers',
  admin: { useAsTitle: 'name' },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'country', type: 'text', required: true },
    { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
    { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
    { name: 'summary', type: 'textarea' },
  ],
})
