import { image, orderField, requiredText, richText, slugField, textarea } from '../fields'
import { editorial } from './factories'

/**
 * The institute's research themes. People, stories, events, papers and
 * protocols are tagged with the themes they belong to (their `themes` field).
 */
export const ResearchThemes = editorial({
  slug: 'research-themes',
  labels: { singular: 'Research theme', plural: 'Research themes' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    requiredText('title', { maxLength: 200 }),
    slugField(),
    textarea('summary', { required: true, maxLength: 600 }),
    image(),
    richText(),
    orderField,
  ],
})
