import { image, requiredText, richText, slugField, textarea } from '../fields'
import { editorial } from './factories'

/** General pages (About us, Contact, Careers…) served at /{slug}. */
export const Pages = editorial({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  fields: [requiredText('title', { maxLength: 300 }), slugField(), textarea('summary', { maxLength: 600 }), image(), richText()],
})
