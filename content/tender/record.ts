import { z } from 'zod'

import { tenderStatuses } from '../../lib/contract/sections'
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
