import { z } from 'zod'

import { NoParams, NoQuery, get, paged } from '../../lib/schema/define'
import { PagedYearQuery, SlugParams } from '../../lib/schema/params'
import { asSentence } from '../../lib/sentence'
import { type ContentType, indexEntry, pageAt } from '../define'
import { DivisionRef, PageRef, PersonRef, id, isoDate } from '../records'

/** What kind of work a publication is, with its label. */
export const publicationTypes = {
  'journal-article': 'Journal article',
  preprint: 'Preprint',
  report: 'Report',
  'book-chapter': 'Book chapter',
  book: 'Book',
  dataset: 'Dataset',
  'policy-brief': 'Policy brief',
  'conference-paper': 'Conference paper',
  thesis: 'Thesis',
} as const
export type PublicationType = keyof typeof publicationTypes
const publicationTypeKeys = Object.keys(publicationTypes) as [PublicationType, ...PublicationType[]]

/** How much of a publication's date is known (a journal may give the month alone). */
export const datePrecisions = { day: 'Day', month: 'Month', year: 'Year' } as const
export type DatePrecision = keyof typeof datePrecisions

export const PublicationSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  /** The authors as cited (Vancouver style, "et al." after the sixth). */
  authorList: z.string(),
  journal: z.string(),
  publishedAt: isoDate,
  year: z.number().int(),
  doi: z.string().nullable(),
  /** The publication's page on this site. */
  url: z.string().nullable(),
  abstract: z.string(),
  openAccess: z.boolean(),
  division: DivisionRef.nullable(),
})
export type PublicationSummary = z.infer<typeof PublicationSummary>

/** One author, in the order of the byline; `person`: the institute's researcher, with a profile. */
export const PublicationAuthor = z.object({ name: z.string(), orcid: z.string().nullable(), person: PersonRef.nullable() })
export type PublicationAuthor = z.infer<typeof PublicationAuthor>

export const PublicationDetail = PublicationSummary.extend({
  type: z.enum(publicationTypeKeys),
  authors: z.array(PublicationAuthor),
  /** The byline has more authors than are listed (shown as "et al."). */
  moreAuthors: z.boolean(),
  volume: z.string(),
  issue: z.string(),
  /** A page range ("112-119") or an article number ("e1043"). */
  pages: z.string(),
  datePrecision: z.enum(['day', 'month', 'year']),
  pmid: z.string().nullable(),
  pmcid: z.string().nullable(),
  keywords: z.array(z.string()),
  licence: z.string().nullable(),
  /** The full text at the publisher's (or the DOI's address), and the PDF where one is known. */
  fullTextUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  themes: z.array(PageRef),
  relatedProtocol: PageRef.nullable(),
  updatedAt: isoDate,
})
export type PublicationDetail = z.infer<typeof PublicationDetail>

/** At most this many publications in one export of a list. */
export const maxCitationExport = 2000

/**
 * The filters of the publications listing, by their query parameter, besides
 * `year` and `search`: each optional; a slug that names nothing matches nothing.
 */
export const PublicationFilters = z.object({
  type: z.enum(publicationTypeKeys, `type must be one of ${publicationTypeKeys.join(', ')}`).optional(),
  theme: SlugParams.shape.slug.optional(),
  division: SlugParams.shape.slug.optional(),
  /** A person at the institute (their profile's slug) among the authors. */
  author: SlugParams.shape.slug.optional(),
  openAccess: z.enum(['true', 'false'], 'openAccess must be true or false').optional(),
})
export type PublicationFilters = z.output<typeof PublicationFilters>

/** The listing's query: paging, year, search and the filters. */
export const PublicationListQuery = PagedYearQuery.extend(PublicationFilters.shape)
export type PublicationListQuery = z.output<typeof PublicationListQuery>

/** What the filtered listing holds (year, search, filters), without its paging. */
export const PublicationFilterQuery = PublicationListQuery.omit({ page: true, perPage: true })
export type PublicationFilterQuery = z.output<typeof PublicationFilterQuery>

/** Which publications an export holds: a filtered listing's (search, year, filters), or one researcher's. */
export const CitationListQuery = PublicationFilterQuery.extend({
  person: SlugParams.shape.slug.optional(),
})

/** One filter of the listing with each of its choices and how many publications it would show. */
export const PublicationFacet = z.object({
  name: z.enum(['type', 'year', 'theme', 'division', 'author', 'openAccess']),
  label: z.string(),
  /** The blank choice's label. */
  all: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
})
export type PublicationFacet = z.infer<typeof PublicationFacet>
export type PublicationFacetName = PublicationFacet['name']

/**
 * The citation downloads' addresses (extension: bib, ris, json): one
 * publication's, a researcher's list, and a filtered /publications listing's.
 */
export const citationPaths = {
  publication: (slug: string, extension: string) => `/publications/${slug}/citation.${extension}`,
  person: (slug: string, extension: string) => `/people/${slug}/publications.${extension}`,
  listing: (extension: string, query: Partial<Record<keyof PublicationFilterQuery, string | number>>) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) if (value && value !== '0') params.set(name, String(value))
    const search = params.toString()
    return `/publication-citations/publications.${extension}${search ? `?${search}` : ''}`
  },
}

/** Authors as cited: the first six, then "et al." when there are more (or the byline is known to be longer). */
export function citedAuthors(authors: readonly { name: string }[], moreAuthors: boolean): string {
  const shown = authors.slice(0, 6).map((a) => a.name)
  return shown.join(', ') + (authors.length > 6 || moreAuthors ? (shown.length ? ', et al.' : 'et al.') : '')
}

/** Papers, reports and datasets by the institute's researchers, each with a page of its own that scholarly search engines index. */
export const publication = {
  collection: 'publications',
  ...pageAt('/publications', 'Publication'),
  search: {
    label: 'Publications',
    rowid: 4,
    entry: (d) => {
      const authors = citedAuthors(d.authors ?? [], Boolean(d.moreAuthors))
      return indexEntry('publication', d.title, `${asSentence(authors)} ${asSentence(d.journal)}`, d.publishedAt, [
        d.abstract,
        (d.authors ?? []).map((a) => a.name).join(', '),
        d.journal,
        d.doi,
        d.keywords?.join(', '),
      ])
    },
  },
  endpoints: {
    centralPublications: get('/api/central_publications', paged(PublicationSummary), NoParams, PublicationListQuery),
    /**
     * The listing's filters with their choices and counts for a query: each
     * choice's count is what the list would hold with it instead of that
     * filter's current value (the other filters kept); `total` what it holds now.
     */
    publicationFacets: get(
      '/api/publication_facets',
      z.object({ data: z.array(PublicationFacet), total: z.number().int() }),
      NoParams,
      PublicationFilterQuery,
    ),
    publication: get('/api/publication/:slug', PublicationDetail, SlugParams, NoQuery),
    // Every publication a list holds (not one page), for its citation downloads; at most `maxCitationExport`.
    publicationCitations: get(
      '/api/publication_citations',
      z.object({ data: z.array(PublicationDetail), total: z.number().int() }),
      NoParams,
      CitationListQuery,
    ),
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
      facets: 'publicationFacets',
      links: ['citations'],
    },
  ],
} as const satisfies ContentType<'publications', 'slug'>

/** A DOI as stored: without its resolver's address or a "doi:" prefix, in lower case (DOIs ignore case). */
export const normaliseDoi = (value: string) =>
  value
    .trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase()
