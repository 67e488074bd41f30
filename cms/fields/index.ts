import type {
  CollectionSlug,
  Field,
  FieldHook,
  NumberField,
  RelationshipField,
  RichTextField,
  SingleRelationshipField,
  TextField,
  TextareaField,
  UploadField,
} from 'payload'

import { slugPattern, slugify } from '../../lib/slug'
import { defaultTimeZone } from '../../lib/time'
import { publicationDateField } from '../access'
import { checkLink } from '../../lib/validation/fields'
import { uniqueSlug } from './uniqueSlug'

/** Fills an empty slug from the title (or another field) before validation. */
const fillSlug =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }

/** What a helper's field may add to its name and type (required, unique, index, maxLength, admin…). */
type Options<F> = Omit<F, 'name' | 'type' | 'relationTo'>
type SingleText = Extract<TextField, { hasMany?: false }>
type SingleUpload = Extract<UploadField, { relationTo: string; hasMany?: false }>

/** A single line of text. */
export const text = (name: string, options: Options<SingleText> = {}): TextField => ({ name, type: 'text', ...options })

/** A single line of text that must be filled in. */
export const requiredText = (name: string, options: Options<SingleText> = {}): TextField => text(name, { required: true, ...options })

/** Plain text over several lines (a summary, a quote). */
export const textarea = (name: string, options: Options<TextareaField> = {}): TextareaField => ({ name, type: 'textarea', ...options })

/** Formatted text edited in the rich-text editor. */
export const richText = (name = 'body', options: Options<RichTextField> = {}): RichTextField => ({ name, type: 'richText', ...options })

const mediaUpload = (name: string, options: Options<SingleUpload>): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  ...options,
})

/** A picture from the media library (a lead image, a photo, a logo). */
export const image = (name = 'image', options: Options<SingleUpload> = {}): UploadField => mediaUpload(name, options)

/** A document from the media library (a report, a protocol's files). */
export const file = (name = 'file', options: Options<SingleUpload> = {}): UploadField => mediaUpload(name, options)

/** A link to a record of another collection (`hasMany: true` for several). */
export const relationship = (
  name: string,
  relationTo: CollectionSlug,
  options:
    Options<Extract<SingleRelationshipField, { hasMany?: false }>> | Options<Extract<SingleRelationshipField, { hasMany: true }>> = {},
): RelationshipField => ({ name, type: 'relationship', relationTo, ...options })

/** The year something happened or appeared. */
export const yearField = (options: Options<Extract<NumberField, { hasMany?: false }>> = {}): NumberField => ({
  name: 'year',
  type: 'number',
  required: true,
  min: 1900,
  max: 2100,
  ...options,
})

/**
 * When a document goes public: a date and a time, entered and shown in the
 * institute's time zone (lib/time), stored as the exact instant. Published
 * with a date still to come, the document stays hidden until that minute (an
 * embargo; cms/access). The zone each date was entered in is kept beside it
 * (`publishedAt_tz`, text: a later change of the institute's zone changes no
 * column type).
 */
export const publicationDate = (): Field => ({
  name: publicationDateField,
  label: 'Publication date and time',
  type: 'date',
  required: true,
  index: true,
  timezone: {
    defaultTimezone: defaultTimeZone,
    supportedTimezones: [{ label: `${defaultTimeZone.replace(/_/g, ' ')} (the institute)`, value: defaultTimeZone }],
    override: ({ baseField }) => ({
      name: baseField.name,
      type: 'text',
      defaultValue: () => defaultTimeZone,
      admin: { hidden: true },
    }),
  },
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime', timeIntervals: 1, displayFormat: 'd MMM yyyy, HH:mm' },
    description: `In the institute's time zone (${defaultTimeZone}). Published with a time still to come, it stays hidden until then.`,
  },
})

/** A unique, URL-safe slug generated from `from` when left empty. */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  required: true,
  admin: { position: 'sidebar', description: `Part of the address. Left empty, it is made from the ${from}.` },
  hooks: { beforeValidate: [fillSlug(from)] },
  label: 'Address (slug)',
  validate: async (value: unknown, options: Parameters<typeof uniqueSlug>[1]) =>
    typeof value === 'string' && slugPattern.test(value)
      ? uniqueSlug(value, options)
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
  fields: [requiredText('title'), file('file', { required: true })],
}

/** A link target: a path on this site or a full address. */
export const link = (name = 'url', required = true): Field =>
  text(name, {
    required,
    label: 'Link',
    validate: (value: unknown) => (required && !value ? 'Enter where the link leads.' : checkLink(value)),
    admin: { description: 'A path on this site (/about) or a full address (https://…).' },
  })

/** A select's options from a value → label record, in the record's order. */
export const selectOptions = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * A hand-ordered card that leads somewhere (a highlight, a research theme, a
 * way to give): a title, a short text, the link and a picture. With `slug`,
 * also a slug made from the title.
 */
export const teaserFields = ({ slug = false } = {}): Field[] => [
  requiredText('title'),
  ...(slug ? [slugField()] : []),
  textarea('summary', { required: true }),
  link(),
  image(),
  orderField,
]

/** The research themes a record belongs to: it is listed on each theme's page (/research/{theme}). */
export const themesField: RelationshipField = {
  name: 'themes',
  type: 'relationship',
  relationTo: 'research-themes',
  hasMany: true,
  admin: { position: 'sidebar', description: 'Listed on the page of each theme chosen here.' },
}

/**
 * The research themes and divisions a newsletter subscriber follows, or an
 * issue is about: the CMS's own lists, chosen beside the fixed topics.
 */
export const newsletterTags = (description: string): RelationshipField[] => [
  {
    name: 'themes',
    label: 'Research themes',
    type: 'relationship',
    relationTo: 'research-themes',
    hasMany: true,
    admin: { description: `${description} these research themes.` },
  },
  {
    name: 'divisions',
    type: 'relationship',
    relationTo: 'divisions',
    hasMany: true,
    admin: { description: `${description} these divisions.` },
  },
]

/** The field sites a record belongs to: it is listed on each site's page (/field-sites/{slug}). */
export const fieldSitesField: RelationshipField = {
  name: 'fieldSites',
  label: 'Field sites',
  type: 'relationship',
  relationTo: 'global-markers',
  hasMany: true,
  admin: { position: 'sidebar', description: 'Listed on the page of each field site chosen here.' },
}

/**
 * What a story or an event tells besides its title and dates, in this order:
 * its summary, picture and body, and where it belongs (a division, themes, field sites).
 */
export const storyFields = (): Field[] => [
  textarea('summary', { required: true, maxLength: 600 }),
  image(),
  richText(),
  relationship('division', 'divisions'),
  themesField,
  fieldSitesField,
]
