import type { ContentType } from './define'
import { isoOrNull, joinText } from './define'

export const protocol = {
  collection: 'protocols',
  label: 'Research protocols',
  url: ({ slug }) => `/protocol/${slug}`,
  route: { pattern: '/protocol/:slug', title: 'Protocol' },
  sitemap: true,
  search: {
    entry: (d, text) => ({
      subtype: 'protocol',
      title: d.title,
      summary: d.summary,
      date: isoOrNull(d.approvedAt),
      body: joinText(d.protocolNumber, d.summary, text(d.body)),
    }),
  },
} satisfies ContentType<'protocols', 'slug'>
