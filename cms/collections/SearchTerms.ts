import type { CollectionConfig } from 'payload'

import { writtenByBackend } from '../access'
import { requiredText } from '../fields'

/**
 * What visitors search for: one row per normalised query and day, with a
 * count. No address, browser or account is recorded. Feeds "most searched"
 * (the last 90 days) and shows editors what people look for.
 */
export const SearchTerms: CollectionConfig = {
  slug: 'search-terms',
  labels: { singular: 'Search term', plural: 'Search terms' },
  admin: {
    useAsTitle: 'term',
    group: 'Search',
    defaultColumns: ['term', 'day', 'count'],
    description: 'Queries visitors searched for that found something, counted per day. Pin a term under Pinned searches to suggest it.',
  },
  access: writtenByBackend,
  defaultSort: '-day',
  indexes: [{ fields: ['term', 'day'], unique: true }],
  fields: [
    requiredText('term'),
    requiredText('day', { index: true, admin: { description: 'YYYY-MM-DD (UTC)' } }),
    { name: 'count', type: 'number', required: true, defaultValue: 1 },
  ],
}
