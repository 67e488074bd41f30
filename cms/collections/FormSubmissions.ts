import type { CollectionConfig } from 'payload'

import { inbox } from './factories'

/** What visitors send through the site's forms. Written only by the backend. */
export const FormSubmissions: CollectionConfig = inbox({
  slug: 'form-submissions',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'form', 'name', 'email', 'createdAt'],
    description: 'Messages sent through the site. Export them as CSV with the button above the list.',
  },
  fields: [
    { name: 'form', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'data', type: 'json', required: true, admin: { description: 'Every field as the visitor sent it (after validation).' } },
  ],
})
