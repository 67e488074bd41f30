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
  type PublicationFacetName,
  type PublicationFilterQuery,
  type PublicationDetail,
  type PublicationSummary,
  citedAuthors,
  datePrecisions,
  maxCitationExport,
  normaliseDoi,
  publication,
  publicationTypes,
} from '.'

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

const searchWhere = (search: string): Where[] => (search ? [{ or: searchFields.map((field) => ({ [field]: { like: search } })) }] : [])

/** The conditions of a filtered list: year, search and each filter given; a slug that names nothing matches nothing. */
async function filterWhere(payload: Payload, query: PublicationFilterQuery): Promise<Where[]> {
  const where: Where[] = [...yearRange('publishedAt', query.year), ...searchWhere(query.search)]
  if (query.type) where.push({ type: { equals: query.type } })
  if (query.theme) where.push({ 'themes.slug': { equals: query.theme } })
  if (query.division) where.push({ 'division.slug': { equals: query.division } })
  if (query.openAccess === 'true') where.push({ openAccess: { equals: true } })
  if (query.openAccess === 'false') where.push({ or: [{ openAccess: { equals: false } }, { openAccess: { exists: false } }] })
  if (query.author) {
    const { docs } = await payload.find({
      collection: 'people',
      where: { slug: { equals: query.author } },
      limit: 1,
      depth: 0,
      ...readOptions(),
    })
    // Nobody by that slug: an id no record has.
    where.push({ 'authors.person': { equals: docs[0]?.id ?? 0 } })
  }
  return where
}

const facetLabels: Record<PublicationFacetName, { label: string; all: string }> = {
  type: { label: 'Type', all: 'All types' },
  year: { label: 'Year', all: 'All years' },
  theme: { label: 'Research theme', all: 'All research themes' },
  division: { label: 'Division', all: 'All divisions' },
  author: { label: 'Institute author', all: 'All authors' },
  openAccess: { label: 'Access', all: 'Open access or not' },
}
const facetNames = Object.keys(facetLabels) as PublicationFacetName[]

/**
 * The listing's filters with their counts. Every publication the search finds
 * is read once (its filtered fields alone) and counted here: a choice's count
 * is how many match it and every other filter given, so choosing it shows that
 * many. The choices: every type, the years and institute authors that have
 * publications, every theme and division, open access or not.
 */
async function facets(payload: Payload, query: PublicationFilterQuery) {
  const [found, themes, divisions] = await Promise.all([
    payload.find({
      collection: 'publications',
      where: { and: searchWhere(query.search) },
      pagination: false,
      depth: 1,
      select: { type: true, publishedAt: true, themes: true, division: true, authors: { person: true }, openAccess: true },
      populate: { 'research-themes': { slug: true }, divisions: { slug: true }, people: { slug: true, name: true } },
      ...readOptions(),
    }),
    list(payload, 'research-themes', {}, 0),
    list(payload, 'divisions', {}, 0),
  ])
  const people = new Map<string, string>()
  const rows = found.docs.map((p) => {
    const authors = resolvedMany((p.authors ?? []).map((a) => a.person))
    for (const person of authors) people.set(person.slug, person.name)
    const values: Record<PublicationFacetName, string[]> = {
      type: [p.type],
      year: [String(yearOf(p.publishedAt))],
      theme: resolvedMany(p.themes).map((t) => t.slug),
      division: [resolved(p.division)?.slug ?? ''],
      author: authors.map((a) => a.slug),
      openAccess: [String(Boolean(p.openAccess))],
    }
    return values
  })
  const chosen: Partial<Record<PublicationFacetName, string>> = {
    type: query.type,
    year: query.year ? String(query.year) : undefined,
    theme: query.theme,
    division: query.division,
    author: query.author,
    openAccess: query.openAccess,
  }
  const matches = (row: Record<PublicationFacetName, string[]>, except?: PublicationFacetName) =>
    facetNames.every((name) => name === except || !chosen[name] || row[name].includes(chosen[name]))
  const years = [...new Set(rows.map((r) => r.year[0] ?? ''))].sort((a, b) => Number(b) - Number(a))
  const choices: Record<PublicationFacetName, { value: string; label: string }[]> = {
    type: Object.entries(publicationTypes).map(([value, label]) => ({ value, label })),
    year: years.map((y) => ({ value: y, label: y })),
    theme: themes.map((t) => ({ value: t.slug, label: t.title })),
    division: divisions.map((d) => ({ value: d.slug, label: d.name })),
    author: [...people].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    openAccess: [
      { value: 'true', label: 'Open access' },
      { value: 'false', label: 'Not open access' },
    ],
  }
  const data = facetNames.map((name) => {
    const others = rows.filter((row) => matches(row, name))
    return {
      name,
      ...facetLabels[name],
      options: choices[name].map((o) => ({ ...o, count: others.filter((row) => row[name].includes(o.value)).length })),
    }
  })
  return { data, total: rows.filter((row) => matches(row)).length }
}

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
      // The search is page()'s own.
      const where = await filterWhere(payload, { ...query, search: '' })
      const { docs, paging } = await page(payload, 'publications', query, where, '-publishedAt', searchFields)
      return { data: (docs as CMS.Publication[]).map(publicationSummary), ...paging }
    },

    publicationFacets: ({ payload, query }) => facets(payload, query),

    publication: async ({ payload, params }) =>
      publicationDetail(await findBySlug(payload, 'publications', params.slug, 'The publication')),

    async publicationCitations({ payload, query }) {
      if (query.person) {
        const found = await findBySlug(payload, 'people', query.person, 'The person')
        const docs = await publicationsOf(payload, found.id, maxCitationExport)
        return { data: docs.map(publicationDetail), total: docs.length }
      }
      const where = await filterWhere(payload, query)
      const docs = (await list(payload, 'publications', where.length ? { and: where } : {})).slice(0, maxCitationExport)
      return { data: docs.map(publicationDetail), total: docs.length }
    },
  },
  reads: {
    centralPublications: ['publications', 'people'],
    publicationFacets: ['publications', 'people', 'research-themes', 'divisions'],
    publication: ['publications'],
    publicationCitations: ['publications', 'people'],
  },
})
