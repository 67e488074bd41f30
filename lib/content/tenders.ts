import type { ContentType } from './define'
import { isoOrNull, joinText } from './define'

/** Calls for tenders: no page of their own yet, so their address is the tenders list. */
export const tender = {
  collection: 'tenders',
  label: 'Tenders',
  url: () => '/tenders',
  sitemap: false,
  search: {
    entry: (d, text) => ({
      subtype: 'tender',
      title: d.title,
      summary: d.summary,
      date: isoOrNull(d.publishedAt),
      body: joinText(d.reference, d.summary, text(d.body)),
    }),
  },
} satisfies ContentType<'tenders'>
