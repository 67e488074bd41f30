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
  listings: [
    {
      path: '/research-protocols',
      title: 'Research protocols',
      intro: 'Studies approved to run at the institute, with their protocol documents.',
      kind: 'protocol',
      source: { endpoint: 'protocols', params: {} },
      perPage: 10,
      searchLabel: 'Search protocols',
    },
  ],
} as const satisfies ContentType<'protocols', 'slug'>
