import { z } from 'zod'

import type * as CMS from '../../cms/payload-types'
import { NoQuery, get, paged } from '../../lib/schema/define'
import { PagedQuery, SlugParams } from '../../lib/schema/params'
import { tenderStatuses } from '../../lib/schema/sections'
import { type ContentType, indexEntry, pageAt } from '../define'
import { Document, id, isoDate } from '../records'

/** A call for tenders, in lists and on its page alike. */
export const Tender = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  reference: z.string(),
  status: z.enum(tenderStatuses),
  publishedAt: isoDate,
  closesAt: isoDate,
  summary: z.string(),
  body: z.string(),
  documents: z.array(Document),
})
export type Tender = z.infer<typeof Tender>

/**
 * A tender's status as visitors see it: an open tender whose closing date has
 * passed is closed, without anyone changing it (worked out on every read).
 */
export const tenderStatus = (t: Pick<CMS.Tender, 'status' | 'closesAt'>, now = new Date()): Tender['status'] =>
  t.status === 'open' && new Date(t.closesAt) < now ? 'closed' : t.status

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
  endpoints: {
    tenders: get('/api/tenders/:slug', paged(Tender), SlugParams, PagedQuery),
    // Beyond spec §7: one tender, for its page.
    tenderBySlug: get('/api/tender_by_slug/:slug', Tender, SlugParams, NoQuery),
  },
  listings: [
    {
      path: '/tenders',
      title: 'Tenders',
      intro: 'Invitations to tender for goods, works and services. Each tender’s page says how to bid and has its documents.',
      kind: 'tender',
      source: { endpoint: 'tenders', params: { slug: 'all' } },
      perPage: 10,
      searchLabel: 'Search tenders',
    },
  ],
} as const satisfies ContentType<'tenders', 'slug'>
