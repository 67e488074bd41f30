import type { CollectionConfig } from 'payload'

import { writtenByBackend } from '../access'
import { requiredText } from '../fields'

/**
 * What visitors search for: one row per normalised query, day and visitor,
 * with a count. The visitor is a keyed hash of the address (never the
 * address): it only tells searches by different people apart, so that one
 * client repeating a query cannot put it into "most searched".
 */
export const SearchTerms: CollectionConfig = {
  slug: 'search-terms',
  labels: { singular: 'Search term', plural: 'Search terms' },
  admin: {
    useAsTitle: 'term',
    group: 'Search',
    defaultColumns: ['term', 'day', 'count'],
    description:
      'Queries visitors searched for that found something, counted per day and visitor. A term is suggested once several visitors searched it on several days; pin a term under Pinned searches to suggest it now.',
  },
  access: writtenByBackend,
  defaultSort: '-day',
  indexes: [{ fields: ['term', 'day', 'client'], unique: true }],
  fields: [
    requiredText('term'),
    requiredText('day', { index: true, admin: { description: 'YYYY-MM-DD (UTC)' } }),
    requiredText('client', { admin: { description: 'A keyed hash of the visitor’s address, not the address' } }),
    { name: 'count', type: 'number', required: true, defaultValue: 1 },
  ],
}
