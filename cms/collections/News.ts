import { newsTypeLabels } from '../../lib/contract/sections'
import {
  fieldSitesField,
  image,
  relationship,
  themesField,
  requiredText,
  richText,
  selectOptions,
  slugField,
  text,
  textarea,
} from '../fields'
import { checkWebUrl } from '../../lib/validation/fields'
import { editorial } from './factories'

/** News, blogs, features, press releases and in-the-news items: one collection, a type each. */
export const News = editorial({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News & blogs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'news',
      index: true,
      options: selectOptions(newsTypeLabels),
    },
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    textarea('summary', { required: true, maxLength: 600 }),
    image(),
    richText(),
    relationship('division', 'divisions'),
    themesField,
    fieldSitesField,
    relationship('authors', 'people', { hasMany: true }),
    {
      name: 'source',
      type: 'group',
      admin: { description: 'For in-the-news items: where the story appeared.' },
      fields: [text('outlet'), text('url', { label: 'Link to the story', validate: checkWebUrl })],
    },
  ],
})
