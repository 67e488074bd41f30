import type { CollectionConfig } from 'payload'

import { newsTypeLabels } from '../../lib/contract/sections'
import { selectOptions, slugField } from '../fields'
import { editorial } from './factories'

/** News, blogs, features, press releases and in-the-news items: one collection, a type each. */
export const News: CollectionConfig = editorial({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News & blogs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
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
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    { name: 'division', type: 'relationship', relationTo: 'divisions' },
    { name: 'authors', type: 'relationship', relationTo: 'people', hasMany: true },
    {
      name: 'source',
      type: 'group',
      admin: { description: 'For in-the-news items: where the story appeared.' },
      fields: [
        { name: 'outlet', type: 'text' },
        { name: 'url', type: 'text' },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true },
  ],
})
