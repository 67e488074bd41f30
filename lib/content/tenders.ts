import { type ContentType, indexEntry } from './define'

/** Calls for tenders: no page of their own yet, so their address is the tenders list. */
export const tender = {
  collection: 'tenders',
  url: () => '/tenders',
  sitemap: false,
  linkable: true,
  search: {
    label: 'Tenders',
    entry: (d, text) => indexEntry('tender', d.title, d.summary, d.publishedAt, [d.reference, d.summary, text(d.body)]),
  },
} satisfies ContentType<'tenders'>
