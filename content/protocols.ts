import { type ContentType, indexEntry, pageAt } from './define'

/** Studies approved to run at the institute, with their documents. */
export const protocol = {
  collection: 'protocols',
  ...pageAt('/protocol', 'Protocol'),
  linkable: true,
  search: {
    label: 'Research protocols',
    rowid: 5,
    entry: (d, text) => indexEntry('protocol', d.title, d.summary, d.approvedAt, [d.protocolNumber, d.summary, text(d.body)]),
  },
} satisfies ContentType<'protocols', 'slug'>
