import type { ContentType } from './define'
import { joinText } from './define'

/** General pages (about us, careers…) at /{slug}: the catch-all, matched after every other route. */
export const page = {
  collection: 'pages',
  label: 'Pages',
  url: ({ slug }) => `/${slug}`,
  route: { pattern: '/:slug', title: '' },
  sitemap: true,
  search: {
    entry: (d, text) => ({
      subtype: 'page',
      title: d.title,
      summary: d.summary ?? '',
      date: null,
      body: joinText(d.summary, text(d.body)),
    }),
  },
} satisfies ContentType<'pages', 'slug'>
