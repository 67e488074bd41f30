import { z } from 'zod'

import { NoParams, NoQuery, get, paged } from '../../lib/schema/define'
import { PagedQuery, SlugParams } from '../../lib/schema/params'
import { type ContentType, indexEntry, pageAt } from '../define'
import { DivisionRef, Document, PersonRef, id, isoDate, meta } from '../records'

export const ProtocolSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  protocolNumber: z.string(),
  version: z.string(),
  studyStatus: z.string(),
  approvedAt: isoDate,
  summary: z.string(),
  principalInvestigator: PersonRef.nullable(),
  division: DivisionRef.nullable(),
})
export type ProtocolSummary = z.infer<typeof ProtocolSummary>

export const ProtocolDetail = ProtocolSummary.extend({
  body: z.string(),
  documents: z.array(Document),
  updatedAt: isoDate,
  meta,
})
export type ProtocolDetail = z.infer<typeof ProtocolDetail>

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
  endpoints: {
    protocol: get('/api/protocol/:slug', ProtocolDetail, SlugParams, NoQuery),
    protocols: get('/api/protocols', paged(ProtocolSummary), NoParams, PagedQuery),
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
