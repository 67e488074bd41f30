import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import {
  documentsField,
  fieldSitesField,
  relationship,
  requiredText,
  richText,
  selectOptions,
  slugField,
  text,
  textarea,
  themesField,
} from '../../cms/fields'
import { unique } from '../../cms/fields/uniqueSlug'
import { findBySlug, page, serverSide } from '../../lib/read'
import { divisionRef, documents, iso, meta, personRefOf, richTextHtml } from '../map'
import { type ProtocolDetail, type ProtocolSummary, protocol } from '.'

/** Research protocols: studies approved to run, with their documents. */
const Protocols = editorial({
  slug: 'protocols',
  admin: { useAsTitle: 'title', defaultColumns: ['protocolNumber', 'title', 'studyStatus', '_status'] },
  defaultSort: '-approvedAt',
  fields: [
    requiredText('title', { maxLength: 500 }),
    slugField(),
    requiredText('protocolNumber', { unique: true, validate: unique('protocolNumber', (v) => (v ? true : 'Enter the protocol number.')) }),
    text('version', { defaultValue: '1.0' }),
    {
      name: 'studyStatus',
      type: 'select',
      required: true,
      defaultValue: 'recruiting',
      options: selectOptions({ planned: 'Planned', recruiting: 'Recruiting', active: 'Active, not recruiting', completed: 'Completed' }),
    },
    { name: 'approvedAt', type: 'date', required: true },
    relationship('principalInvestigator', 'people'),
    relationship('division', 'divisions'),
    themesField,
    fieldSitesField,
    textarea('summary', { required: true }),
    richText(),
    documentsField,
  ],
})

export const protocolSummary = (p: CMS.Protocol): ProtocolSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  url: protocol.url(p),
  protocolNumber: p.protocolNumber,
  version: p.version ?? '1.0',
  studyStatus: p.studyStatus,
  approvedAt: iso(p.approvedAt),
  summary: p.summary,
  principalInvestigator: personRefOf(p.principalInvestigator),
  division: divisionRef(p.division),
})

const protocolDetail = (p: CMS.Protocol): ProtocolDetail => ({
  ...protocolSummary(p),
  body: richTextHtml(p.body),
  documents: documents(p.documents),
  updatedAt: iso(p.updatedAt),
  meta: meta(p.meta),
})

export const protocolServer = serverSide(protocol.endpoints, {
  collection: Protocols,
  handlers: {
    protocol: async ({ payload, params }) => protocolDetail(await findBySlug(payload, 'protocols', params.slug, 'The protocol')),
    async protocols({ payload, query }) {
      const { docs, paging } = await page(payload, 'protocols', query, [], '-approvedAt', ['title', 'protocolNumber', 'summary'])
      return { data: (docs as CMS.Protocol[]).map(protocolSummary), ...paging }
    },
  },
  reads: { protocol: ['protocols'], protocols: ['protocols'] },
})
