import { type ContentType, indexEntry, pageAt } from '../define'

/** Calls for tenders, each with its page: how to bid and the documents. */
export const tender = {
  collection: 'tenders',
  ...pageAt('/tenders', 'Tender'),
  linkable: true,
  search: {
    label: 'Tenders',
    rowid: 7,
    entry: (d, text) => indexEntry('tender', d.title, d.summary, d.publishedAt, [d.reference, d.summary, text(d.body)]),
  },
} satisfies ContentType<'tenders', 'slug'>
