import type * as CMS from '../../cms/payload-types'
import { documents, iso, richTextHtml } from '../map'
import type { Tender } from './record'

/**
 * A tender's status as visitors see it: an open tender whose closing date has
 * passed is closed, without anyone changing it (worked out on every read).
 */
export const tenderStatus = (t: Pick<CMS.Tender, 'status' | 'closesAt'>, now = new Date()): Tender['status'] =>
  t.status === 'open' && new Date(t.closesAt) < now ? 'closed' : t.status

export const tender = (t: CMS.Tender): Tender => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
  reference: t.reference,
  status: tenderStatus(t),
  publishedAt: iso(t.publishedAt),
  closesAt: iso(t.closesAt),
  summary: t.summary,
  body: richTextHtml(t.body),
  documents: documents(t.documents),
})
