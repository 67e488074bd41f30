import type { Field, FieldHook } from 'payload'

import { slugPattern, slugify } from '../../lib/contract/slug'

/** Fills an empty slug from the title (or another field) before validation. */
const fillSlug =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A unique, URL-safe slug generated from `from` when left empty. */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  required: true,
  admin: { position: 'sidebar', description: `Part of the address. Left empty, it is made from the ${from}.` },
  hooks: { beforeValidate: [fillSlug(from)] },
  validate: (value: unknown) =>
    typeof value === 'string' && slugPattern.test(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens only (e.g. "malaria-vaccine-trial").',
})

/** Ordering field for hand-ordered lists (lower first). */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}

/** Downloadable documents attached to a record (protocols, tenders). */
export const documentsField: Field = {
  name: 'documents',
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'file', type: 'upload', relationTo: 'media', required: true },
  ],
}

/** A link target: a path on this site or a full address. */
export const link = (name = 'url', required = true): Field => ({
  name,
  type: 'text',
  required,
  admin: { description: 'A path on this site (/about) or a full address.' },
})

/** A select's options from a value → label record, in the record's order. */
export const selectOptions = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * A hand-ordered card that leads somewhere (a highlight, a research theme, a
 * way to give): a title, a short text, the link and a picture. With `slug`,
 * also a slug made from the title.
 */
export const teaserFields = ({ slug = false } = {}): Field[] => [
  { name: 'title', type: 'text', required: true },
  ...(slug ? [slugField()] : []),
  { name: 'summary', type: 'textarea', required: true },
  link(),
  { name: 'image', type: 'upload', relationTo: 'media' },
  orderField,
]
