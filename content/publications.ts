import { asSentence } from '../lib/sentence'

import { type ContentType, indexEntry } from './define'

/** Papers have no page here: their address is the publisher's (or the DOI's), else the publications list. */
export const publication = {
  collection: 'publications',
  url: ({ url, doi }) => url || (doi ? `https://doi.org/${doi}` : '/publications'),
  sitemap: false,
  search: {
    label: 'Publications',
    rowid: 4,
    entry: (d) =>
      indexEntry('publication', d.title, `${asSentence(d.authorList)} ${asSentence(d.journal)}`, d.publishedAt, [
        d.abstract,
        d.authorList,
        d.journal,
      ]),
  },
  listings: [
    {
      path: '/publications',
      title: 'Publications',
      intro: 'Peer-reviewed papers by our researchers.',
      kind: 'publication',
      source: { endpoint: 'centralPublications', params: {} },
      perPage: 20,
      searchLabel: 'Search titles, authors and journals',
      years: 'recent',
    },
  ],
} as const satisfies ContentType<'publications', 'url' | 'doi'>
