import type { CollectionConfig } from 'payload'

import { orderField } from '../fields'
import { reference } from './factories'

/** Search terms editors pin to the "most searched" list. */
export const PinnedSearches: CollectionConfig = reference({
  slug: 'pinned-searches',
  admin: { useAsTitle: 'term', group: 'Search' },
  defaultSort: 'order',
  fields: [{ name: 'term', type: 'text', required: true, unique: true }, orderField],
})
