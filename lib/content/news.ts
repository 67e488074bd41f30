import type { ContentType } from './define'
import { isoOrNull, joinText } from './define'
import { sectionOfType } from '../contract/sections'

/** News, blogs, features, press releases and in-the-news items, each at /{section}/{slug}. */
export const news = {
  collection: 'news',
  label: 'News and stories',
  url: ({ type, slug }) => `/${sectionOfType[type]}/${slug}`,
  route: { pattern: '/:slug2/:slug', title: 'News' },
  sitemap: true,
  search: {
    entry: (d, text) => ({
      subtype: d.type,
      title: d.title,
      summary: d.summary,
      date: isoOrNull(d.publishedAt),
      body: joinText(d.summary, text(d.body), d.tags?.join(' ')),
    }),
  },
} satisfies ContentType<'news', 'type' | 'slug'>
