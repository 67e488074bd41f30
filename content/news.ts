import { type ContentType, indexEntry } from './define'
import { sectionOfType } from '../lib/contract/sections'

/** News, blogs, features, press releases and in-the-news items, each at /{section}/{slug}: its type's section. */
export const news = {
  collection: 'news',
  url: ({ type, slug }) => `/${sectionOfType[type]}/${slug}`,
  route: { pattern: '/:slug2/:slug', title: 'News' },
  sitemap: true,
  linkable: true,
  search: {
    label: 'News and stories',
    rowid: 1,
    entry: (d, text) => indexEntry(d.type, d.title, d.summary, d.publishedAt, [d.summary, text(d.body)]),
  },
} satisfies ContentType<'news', 'type' | 'slug'>
