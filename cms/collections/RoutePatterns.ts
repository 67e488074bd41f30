import type { CollectionConfig } from 'payload'

import { isAdmin, isEditor } from '../access'

/** Route patterns reported by the site's clients after navigation. */
export const RoutePatterns: CollectionConfig = {
  slug: 'route-patterns',
  admin: { useAsTitle: 'pattern', group: 'Administration', defaultColumns: ['pattern', 'lastReportedAt'] },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'pattern', type: 'text', required: true, unique: true },
    { name: 'lastReportedAt', type: 'date', required: true },
  ],
}
