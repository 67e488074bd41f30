import { z } from 'zod'

import { NoParams, get, paged } from '../../lib/schema/define'
import { PagedYearQuery } from '../../lib/schema/params'
import { asSentence } from '../../lib/sentence'
import { type ContentType, indexEntry } from '../define'
import { DivisionRef, id, isoDate } from '../records'

export const PublicationSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  authorList: z.string(),
  journal: z.string(),
  publishedAt: isoDate,
  year: z.number().int(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  abstract: z.string(),
  openAccess: z.boolean(),
  division: DivisionRef.nullable(),
})
export type PublicationSummary = z.infer<typeof PublicationSummary>

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
  endpoints: {
    centralPublications: get('/api/central_publications', paged(PublicationSummary), NoParams, PagedYearQuery),
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
