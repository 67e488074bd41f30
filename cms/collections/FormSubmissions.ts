import { requiredText, text } from '../fields'
import { inbox } from './factories'

/** What visitors send through the site's forms. Written only by the backend. */
export const FormSubmissions = inbox({
  slug: 'form-submissions',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'form', 'name', 'email', 'createdAt'],
    description: 'Messages sent through the site. Export them as CSV with the button above the list.',
  },
  fields: [
    requiredText('form', { index: true }),
    text('subject'),
    text('name'),
    { name: 'email', type: 'email' },
    { name: 'data', type: 'json', required: true, admin: { description: 'Every field as the visitor sent it (after validation).' } },
  ],
})
