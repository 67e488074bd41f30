import { image, relationship, requiredText, richText, slugField, textarea } from '../fields'
import { editorial } from './factories'

/** General pages (About us, Contact, Careers…) served at /{slug}. */
export const Pages = editorial({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    textarea('summary', { maxLength: 600 }),
    image(),
    richText(),
    // An editor-built form (Content → Forms), shown below the page's text.
    relationship('form', 'forms', { admin: { description: 'A form to show below the text. Build forms under Content → Forms.' } }),
  ],
})
