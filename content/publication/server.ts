import type { FieldHook, Payload, Where } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { publicationDate, relationship, requiredText, selectOptions, slugField, text, textarea, themesField } from '../../cms/fields'
import { unique } from '../../cms/fields/uniqueSlug'
import { importDoiEndpoint } from '../../cms/doiImport'
import { list, findBySlug, page, serverSide, yearRange } from '../../lib/read'
import { readOptions } from '../../lib/read/preview'
import { yearOf } from '../../lib/time'
import { checkDoi, checkOrcid, checkWebUrl } from '../../lib/validation/fields'
import { divisionRef, iso, personRefOf, resolved, resolvedMany, themeRef } from '../map'
import { protocol as protocolType } from '../protocol'
import {
  type PublicationAuthor,
  type PublicationDetail,
  type PublicationSummary,
  citedAuthors,
  datePrecisions,
  maxCitationExport,
  publication,
  publicationTypes,
} from '.'

/** A DOI as stored: without its resolver's address or a "doi:" prefix, in lower case (DOIs ignore case). */
export const normaliseDoi = (value: string) =>
  value
    .trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase()

const storedDoi: FieldHook = ({ value }) => (typeof value === 'string' && value.trim() ? normaliseDoi(value) : value || null)

const checkPmid = (value: unknown) =>
  !value || (typeof value === 'string' && /^\d{1,9}$/.test(value)) || 'A PMID is a number, e.g. 38012345.'
const checkPmcid = (value: unknown) =>
  !value || (typeof value === 'string' && /^PMC\d{1,9}$/.test(value)) || 'A PMCID is PMC followed by a number, e.g. PMC10234567.'

/** Papers, reports and datasets by the institute's researchers, with their authors in order, venue and identifiers. */
const Publications = editorial({
  slug: 'publications',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'journal', 'publishedAt', '_status'],
    components: { beforeListTable: ['/cms/admin/AddFromDoi#AddFromDoi'] },
  },
  defaultSort: '-publishedAt',
  endpoints: [importDoiEndpoint],
  fields: [
    requiredText('title', { maxLength: 500 }),
    slugField(),
    { name: 'type', type: 'select', required: true, defaultValue: 'journal-article', options: selectOptions(publicationTypes) },
    {
      name: 'authors',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Author', plural: 'Authors' },
      admin: {
        description: 'In the order of the byline. Link an author who works here to their profile; the ORCID iD is optional.',
        initCollapsed: true,
        components: { RowLabel: '/cms/admin/AuthorRowLabel#AuthorRowLabel' },
      },
      fields: [
        requiredText('name', { maxLength: 300, admin: { description: 'As cited, e.g. "Okafor A".' } }),
        text('orcid', { label: 'ORCID iD', validate: checkOrcid, admin: { description: 'e.g. 0000-0002-1825-0097' } }),
        relationship('person', 'people', { label: 'Profile at the institute' }),
        {
          name: 'matchedBy',
          type: 'select',
          label: 'Profile found by',
          options: selectOptions({ orcid: 'ORCID iD', name: 'Name: check it is the right person', editor: 'An editor' }),
          admin: { description: 'Set by "Add from DOI". Once you have checked a match by name, choose "An editor".' },
        },
      ],
    },
    {
      name: 'moreAuthors',
      type: 'checkbox',
      label: 'The byline has more authors than are listed here (cited as "et al.")',
      defaultValue: false,
    },
    requiredText('journal', { label: 'Journal or publisher' }),
    {
      type: 'row',
      fields: [
        text('volume'),
        text('issue'),
        text('pages', { label: 'Pages or article number', admin: { description: 'e.g. 112-119 or e1043' } }),
      ],
    },
    publicationDate(),
    {
      name: 'datePrecision',
      type: 'select',
      label: 'Date known to the',
      required: true,
      defaultValue: 'day',
      options: selectOptions(datePrecisions),
      admin: { position: 'sidebar' },
    },
    text('doi', {
      label: 'DOI',
      index: true,
      validate: unique('doi', checkDoi),
      hooks: { beforeValidate: [storedDoi] },
      admin: { description: 'e.g. 10.1000/xyz123 (https://doi.org/ is taken off)' },
    }),
    {
      type: 'row',
      fields: [text('pmid', { label: 'PMID', validate: checkPmid }), text('pmcid', { label: 'PMCID', validate: checkPmcid })],
    },
    textarea('abstract'),
    { name: 'keywords', type: 'text', hasMany: true },
    text('licence', { admin: { description: 'e.g. CC BY 4.0' } }),
    { name: 'openAccess', type: 'checkbox', label: 'Open access', defaultValue: true },
    text('url', { label: 'Link to the full text', validate: checkWebUrl }),
    text('pdfUrl', { label: 'Link to the PDF', validate: checkWebUrl }),
    relationship('division', 'divisions'),
    themesField,
    relationship('relatedProtocol', 'protocols', { label: 'Related protocol' }),
  ],
})

const authorsOf = (p: CMS.Publication): PublicationAuthor[] =>
  (p.authors ?? []).map((a) => {
    const person = resolved(a.person)
    return { name: a.name, orcid: a.orcid || person?.orcid || null, person: personRefOf(a.person) }
  })

export const publicationSummary = (p: CMS.Publication): PublicationSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  authorList: citedAuthors(p.authors ?? [], Boolean(p.moreAuthors)),
  journal: p.journal,
  publishedAt: iso(p.publishedAt),
  year: yearOf(p.publishedAt),
  doi: p.doi || null,
  url: publication.url(p),
  abstract: p.abstract ?? '',
  openAccess: Boolean(p.openAccess),
  division: divisionRef(p.division),
})

export const publicationDetail = (p: CMS.Publication): PublicationDetail => {
  const protocol = resolved(p.relatedProtocol)
  return {
    ...publicationSummary(p),
    type: p.type,
    authors: authorsOf(p),
    moreAuthors: Boolean(p.moreAuthors),
    volume: p.volume ?? '',
    issue: p.issue ?? '',
    pages: p.pages ?? '',
    datePrecision: p.datePrecision ?? 'day',
    pmid: p.pmid || null,
    pmcid: p.pmcid || null,
    keywords: p.keywords ?? [],
    licence: p.licence || null,
    fullTextUrl: p.url || (p.doi ? `https://doi.org/${p.doi}` : null),
    pdfUrl: p.pdfUrl || null,
    themes: resolvedMany(p.themes).map(themeRef),
    relatedProtocol: protocol ? { id: protocol.id, slug: protocol.slug, title: protocol.title, url: protocolType.url(protocol) } : null,
    updatedAt: iso(p.updatedAt),
  }
}

/** Where publications are searched: title, authors' names, journal, abstract. */
const searchFields = ['title', 'authors.name', 'journal', 'abstract']

/** The publications of one researcher, newest first, as the public sees them. */
export async function publicationsOf(payload: Payload, personId: number | string, limit: number) {
  const { docs } = await payload.find({
    collection: 'publications',
    where: { 'authors.person': { equals: personId } },
    sort: '-publishedAt',
    limit,
    depth: 1,
    ...readOptions(),
  })
  return docs
}

export const publicationServer = serverSide(publication.endpoints, {
  collection: Publications,
  handlers: {
    async centralPublications({ payload, query }) {
      const { docs, paging } = await page(
        payload,
        'publications',
        query,
        yearRange('publishedAt', query.year),
        '-publishedAt',
        searchFields,
      )
      return { data: (docs as CMS.Publication[]).map(publicationSummary), ...paging }
    },

    publication: async ({ payload, params }) =>
      publicationDetail(await findBySlug(payload, 'publications', params.slug, 'The publication')),

    async publicationCitations({ payload, query }) {
      if (query.person) {
        const found = await findBySlug(payload, 'people', query.person, 'The person')
        const docs = await publicationsOf(payload, found.id, maxCitationExport)
        return { data: docs.map(publicationDetail), total: docs.length }
      }
      const where: Where[] = [...yearRange('publishedAt', query.year)]
      if (query.search) where.push({ or: searchFields.map((field) => ({ [field]: { like: query.search } })) })
      const docs = (await list(payload, 'publications', where.length ? { and: where } : {})).slice(0, maxCitationExport)
      return { data: docs.map(publicationDetail), total: docs.length }
    },
  },
  reads: {
    centralPublications: ['publications'],
    publication: ['publications'],
    publicationCitations: ['publications', 'people'],
  },
})
