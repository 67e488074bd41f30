import type { CollectionConfig } from 'payload'

import { isAdmin, isEditor } from '../access'

/** What visitors send through the site's forms. Written only by the backend. */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  admin: { useAsTitle: 'form', group: 'Inbox', defaultColumns: ['form', 'createdAt'] },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'form', type: 'text', required: true, index: true },
    { name: 'data', type: 'json', required: true },
  ],
}

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
