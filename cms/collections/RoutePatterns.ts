import type { CollectionConfig } from 'payload'

import { writtenByBackend } from '../access'
import { requiredText } from '../fields'

/**
 * The lists of route patterns the site's scripts report after each navigation
 * (spec §7): each distinct list once, keyed by the hash of its sorted
 * patterns, with when it was last reported. A new deploy adds one row.
 */
export const RoutePatterns: CollectionConfig = {
  slug: 'route-patterns',
  labels: { singular: 'Reported route list', plural: 'Reported route lists' },
  admin: { useAsTitle: 'hash', group: 'Administration', defaultColumns: ['hash', 'lastReportedAt'] },
  access: writtenByBackend,
  defaultSort: '-lastReportedAt',
  fields: [
    requiredText('hash', { unique: true, admin: { description: 'SHA-256 of the sorted patterns, one a line' } }),
    { name: 'routes', type: 'json', required: true },
    { name: 'lastReportedAt', type: 'date', required: true },
  ],
}
