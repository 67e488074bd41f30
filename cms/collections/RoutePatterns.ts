import type { CollectionConfig } from 'payload'

import { writtenByBackend } from '../access'
import { requiredText } from '../fields'

/** Route patterns reported by the site's clients after navigation. */
export const RoutePatterns: CollectionConfig = {
  slug: 'route-patterns',
  admin: { useAsTitle: 'pattern', group: 'Administration', defaultColumns: ['pattern', 'lastReportedAt'] },
  access: writtenByBackend,
  fields: [requiredText('pattern', { unique: true }), { name: 'lastReportedAt', type: 'date', required: true }],
}
