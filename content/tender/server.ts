import type { Where } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { documentsField, publicationDate, requiredText, richText, slugField, textarea } from '../../cms/fields'
import { unique } from '../../cms/fields/uniqueSlug'
import { findBySlug, page, serverSide } from '../../lib/read'
import { notFound } from '../../lib/errors'
import { tenderListings, tenderStatuses } from '../../lib/schema/sections'
import { checkNotBefore } from '../../lib/validation/fields'
import { documents, iso, richTextHtml } from '../map'
import { type Tender, tender, tenderStatus } from '.'

/** Calls for bids (procurement), open until they close, with their documents. */
const Tenders = editorial({
  slug: 'tenders',
  admin: { useAsTitle: 'title', defaultColumns: ['reference', 'title', 'status', 'closesAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    requiredText('reference', { unique: true, validate: unique('reference', (v) => (v ? true : 'Enter the reference.')) }),
    {
      name: 'status',
      type: 'select',
      // Drafts already own the type name enum_tenders_status (for _status) in PostgreSQL.
      enumName: 'enum_tenders_tender_status',
      required: true,
      defaultValue: 'open',
      index: true,
      admin: { description: 'Open tenders show as closed once their closing date has passed, whatever this says.' },
      options: tenderStatuses.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    publicationDate(),
    {
      name: 'closesAt',
      type: 'date',
      required: true,
      admin: { description: 'After this date the site shows the tender as closed by itself.' },
      validate: (value: unknown, { siblingData }: { siblingData: { publishedAt?: string } }) =>
        !value
          ? 'Enter the closing date.'
          : checkNotBefore(value, siblingData.publishedAt, 'The closing date cannot be before the publication date.'),
    },
    textarea('summary', { required: true }),
    richText(),
    documentsField,
  ],
})

const toRecord = (t: CMS.Tender): Tender => ({
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

export const tenderServer = serverSide(tender.endpoints, {
  collection: Tenders,
  handlers: {
    async tenders({ payload, params, query }) {
      if (!(tenderListings as readonly string[]).includes(params.slug)) throw notFound('The tender listing')
      const now = new Date().toISOString()
      // Status as visitors see it (tenderStatus): an open tender past its closing date is closed.
      const byStatus: Record<string, Where> = {
        open: { and: [{ status: { equals: 'open' } }, { closesAt: { greater_than_equal: now } }] },
        closed: { or: [{ status: { equals: 'closed' } }, { and: [{ status: { equals: 'open' } }, { closesAt: { less_than: now } }] }] },
        awarded: { status: { equals: 'awarded' } },
      }
      const where: Where[] = params.slug === 'all' ? [] : [byStatus[params.slug]]
      const { docs, paging } = await page(payload, 'tenders', query, where, '-publishedAt', ['title', 'reference', 'summary'])
      return { data: (docs as CMS.Tender[]).map(toRecord), ...paging }
    },
    tenderBySlug: async ({ payload, params }) => toRecord(await findBySlug(payload, 'tenders', params.slug, 'The tender')),
  },
  reads: { tenders: ['tenders'], tenderBySlug: ['tenders'] },
  // A tender past its closing date reads as closed.
  clockBound: ['tenders', 'tenderBySlug'],
})
