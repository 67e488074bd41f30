import type { Metadata } from 'next'

import { cache } from 'react'
import { z } from 'zod'

import {
  type FacetsEndpoint,
  type ListingEndpoint,
  type ListingFilter,
  type ListingPath,
  listingAt,
  listingFilters,
  listingKind,
} from '@/lib/listings'
import { eventsCalendarUrl } from '@/content'
import { citationPaths } from '@/content/publication'
import { CitationDownloads } from '@/components/CitationDownloads'
import { citationAlternates } from '@/lib/citations/formats'
import { type RawParams, type RawQuery, PagedYearQuery, contractPath, endpoints } from '@/lib/contract'
import { alternatesFor, routeMetadata } from '@/lib/seo/metadata'
import { feedPaths } from '@/content/feeds'
import { missingRecordMetadata } from '@/lib/pageData'
import { NotFoundContent } from '@/components/NotFoundContent'
import { UpcomingEvents } from '@/components/UpcomingEvents'
import { orEmpty, orFallback, upstream } from '@/lib/upstream'
import { getSettings } from '@/lib/site'
import { pageTitle } from '@/lib/routes'

import { type FilterChoices, PagedListing } from './PagedListing'
import { filterLabel, listingTitle } from './title'

/** A page's query, as Next.js hands it over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The last eight years, for lists filed by year without a call that names their years. */
const recentYears = () => Array.from({ length: 8 }, (_, i) => new Date().getUTCFullYear() - i)

/** Years that have news in a listing, newest first; none if the call fails. */
const newsYears = async (listing: string) => (await orEmpty(`years of ${listing}`, upstream('mediaYear', { id: listing }))).data

/** One page of a listing from the contract. */
const readPage = <E extends ListingEndpoint>(endpoint: E, params: RawParams<E>, query: RawQuery<E>) => upstream(endpoint, params, query)

/** Each filter with its choices (slug and name) from the contract; no choices if the call fails. */
async function filterChoices(filters: readonly ListingFilter[]): Promise<FilterChoices[]> {
  const [divisions, themes] = await Promise.all([
    filters.includes('division') ? orEmpty('divisions', upstream('divisions')) : { data: [] },
    filters.includes('expertise') ? orEmpty('research themes', upstream('researchThemes')) : { data: [] },
  ])
  const options: Record<ListingFilter, FilterChoices['options']> = {
    division: divisions.data.map((d) => ({ value: d.slug, label: d.name })),
    expertise: themes.data.map((t) => ({ value: t.slug, label: t.title })),
  }
  return filters.map((name) => ({ name, ...listingFilters[name], options: options[name] }))
}

/** A filter's value from the address: one of its choices, or none (blank means all). */
const filterValue = (filter: FilterChoices) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .superRefine((v, ctx) => {
      if (v === undefined || filter.options.some((o) => o.value === v)) return
      const named = v.length > 60 ? `${v.slice(0, 60)}…` : v
      ctx.addIssue({
        code: 'custom',
        message: `there is no ${filter.label.toLowerCase()} “${named}”, so ${filter.all.toLowerCase()} are shown`,
      })
    })

type Filters = { filters: FilterChoices[]; filterQuery: Record<string, string>; filterProblems: string[] }

/** The filters of a listing without counts: each value one of its choices, or a problem to show. */
async function listFilters(names: readonly ListingFilter[], given: Record<string, string>): Promise<Filters> {
  const filters = await filterChoices(names)
  const filterResults = filters.map((f) => ({ filter: f, result: filterValue(f).safeParse(given[f.name]) }))
  return {
    filters,
    filterQuery: Object.fromEntries(
      filterResults.flatMap(({ filter, result }) => (result.success && result.data ? [[filter.name, result.data]] : [])),
    ),
    filterProblems: filterResults.flatMap(({ result }) => (result.success ? [] : result.error.issues.map((i) => i.message))),
  }
}

/**
 * The filters of a listing with counts (`facets`): the values the address
 * gives, each first checked by the call's own schema, then against the
 * choices the call names; the counts are those of the values kept.
 */
async function facetFilters(endpoint: FacetsEndpoint, given: Record<string, string>, search: string): Promise<Filters> {
  const schema = endpoints[endpoint].query
  const filterProblems: string[] = []
  const wellFormed = Object.fromEntries(
    Object.entries(schema.shape).flatMap(([name, field]) => {
      const value = given[name]?.trim()
      if (name === 'search' || !value) return []
      const parsed = field.safeParse(value)
      if (parsed.success) return [[name, value]]
      filterProblems.push(...parsed.error.issues.map((i) => i.message))
      return []
    }),
  )
  const read = (filterQuery: Record<string, string>) =>
    orFallback(`filters of ${endpoint}`, upstream(endpoint, undefined, { search, ...filterQuery }), { data: [], total: 0 })
  let facets = (await read(wellFormed)).data
  const known = Object.fromEntries(
    Object.entries(wellFormed).filter(([name, value]) => {
      const facet = facets.find((f) => f.name === name)
      const result = facet ? filterValue(facet).safeParse(value) : null
      if (result && !result.success) filterProblems.push(...result.error.issues.map((i) => i.message))
      return result?.success ?? false
    }),
  )
  if (Object.keys(known).length < Object.keys(wellFormed).length) facets = (await read(known)).data
  return { filters: facets, filterQuery: known, filterProblems }
}

/** What a listing's address asks for, read once per request for its metadata and its page. */
const readListing = cache(async (path: ListingPath, rawQuery: string) => {
  const given = Object.fromEntries(new URLSearchParams(rawQuery))
  const listing = listingAt(path)
  const { endpoint, params } = listing.source
  const years =
    listing.years === 'news' && 'slug' in params
      ? await newsYears(String(params.slug))
      : listing.years === 'recent'
        ? recentYears()
        : undefined
  const asked = { page: given.page, search: given.search, year: years ? given.year : undefined }
  const parsed = PagedYearQuery.safeParse(Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined)))
  const query = parsed.success ? parsed.data : PagedYearQuery.parse({})
  const { filters, filterQuery, filterProblems } = listing.facets
    ? await facetFilters(listing.facets, given, query.search)
    : await listFilters(listing.filters ?? [], given)
  // The tab shown: the one the URL names, else the first.
  const { tabs } = listing
  const tabOption = tabs ? (tabs.options.find((o) => o.value === given.when) ?? tabs.options[0]) : undefined
  const tab = tabOption?.value
  const fixedQuery: Record<string, string> = tabs && tab ? { [tabs.param]: tab } : {}
  const upstreamQuery = {
    ...fixedQuery,
    page: query.page,
    perPage: listing.perPage,
    search: query.search,
    ...(years ? { year: query.year } : {}),
    ...filterQuery,
  }
  // null when the call failed: the page then shows an empty list, not a 404.
  const read = await orFallback(path, readPage(endpoint, params, upstreamQuery), null)
  // The address of what is shown, its parameters in one order: the page's canonical address.
  const shown = new URLSearchParams(tabs && tabOption && tabOption !== tabs.options[0] ? fixedQuery : {})
  if (years && query.year) shown.set('year', String(query.year))
  for (const [name, value] of Object.entries(filterQuery)) shown.set(name, value)
  if (query.search) shown.set('search', query.search)
  if (query.page > 1) shown.set('page', String(query.page))
  // The tab's label in the title when it is not the first tab.
  const tabLabel = tabs && tabOption && tabOption !== tabs.options[0] ? tabOption.label : null
  return {
    listing,
    endpoint,
    params,
    years,
    parsed,
    query,
    filters,
    filterQuery,
    filterProblems,
    tab,
    fixedQuery,
    initial: read ?? { data: [], total: 0, perPage: listing.perPage, currentPage: query.page },
    pastTheEnd: read !== null && query.page > 1 && read.data.length === 0,
    tabLabel,
    title: listingTitle(listing.title, {
      tab: tabLabel,
      year: years ? query.year : null,
      filters: filters.flatMap((f) => {
        const value = filterQuery[f.name]
        return value ? [filterLabel(f, value)] : []
      }),
      search: query.search ?? '',
      page: query.page,
    }),
    canonical: shown.size ? `${path}?${shown}` : path,
  }
})

/** The query parameters of the calls that count a listing's filters. */
type FacetParam = keyof z.input<(typeof endpoints)[FacetsEndpoint]['query']>

/** The parameters a listing reads from its query, the first value of each, as one string (the cache key of readListing). */
async function queryOf(searchParams: SearchParams): Promise<string> {
  const raw = await searchParams
  const read = {
    page: first(raw.page),
    search: first(raw.search),
    year: first(raw.year),
    when: first(raw.when),
    division: first(raw.division),
    expertise: first(raw.expertise),
    type: first(raw.type),
    theme: first(raw.theme),
    author: first(raw.author),
    openAccess: first(raw.openAccess),
  } satisfies Record<'page' | 'search' | 'year' | 'when' | ListingFilter | FacetParam, string | undefined>
  return new URLSearchParams(Object.entries(read).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]]))).toString()
}

/**
 * A listing page's metadata: a title that names its tab, filters, search and
 * page after the listing's own (`News, page 2`), and its own canonical
 * address, each page of a listing being a page of its own. A page past the
 * end has the 404 page's.
 */
export async function listingMetadata(path: ListingPath, searchParams: SearchParams = Promise.resolve({})): Promise<Metadata> {
  const state = await readListing(path, await queryOf(searchParams))
  if (state.pastTheEnd) return missingRecordMetadata
  const metadata = routeMetadata(path)
  return {
    ...metadata,
    title: state.title,
    alternates: listingAlternates(state),
    // A search within a listing is for the visitor, not for search engines.
    ...(state.query.search ? { robots: { index: false } } : {}),
  }
}

/** What a listing's citation downloads hold: its search, year and filters. */
const citationQuery = ({
  query,
  years,
  filterQuery,
}: Pick<Awaited<ReturnType<typeof readListing>>, 'query' | 'years' | 'filterQuery'>) => ({
  search: query.search,
  ...(years ? { year: query.year } : {}),
  ...filterQuery,
})

/** A listing's canonical address and feeds, and its citation downloads with its filters where it has them. */
function listingAlternates(state: Awaited<ReturnType<typeof readListing>>): NonNullable<Metadata['alternates']> {
  const alternates = alternatesFor(state.canonical, state.listing.feed)
  if (!state.listing.links?.includes('citations')) return alternates
  const query = citationQuery(state)
  return {
    ...alternates,
    types: { ...alternates.types, ...citationAlternates((ext) => citationPaths.listing(ext, query), 'Publications') },
  }
}

/**
 * A listing page of the content registry (lib/listings.ts): the first
 * page rendered on the server from the URL's query, then handed to the
 * browser list. A bad query shows a message and page one; a page past the
 * last is the 404 page.
 */
export async function ListingPage({ path, searchParams }: { path: ListingPath; searchParams: SearchParams }) {
  const state = await readListing(path, await queryOf(searchParams))
  if (state.pastTheEnd) return <NotFoundContent />
  const { listing, endpoint, params, years, parsed, query, filters, filterQuery, filterProblems, tab, tabLabel, fixedQuery, initial } =
    state
  const { productName } = await getSettings()
  const initialQuery = new URLSearchParams(fixedQuery)
  if (query.page > 1) initialQuery.set('page', String(query.page))
  if (years && query.year) initialQuery.set('year', String(query.year))
  if (query.search) initialQuery.set('search', query.search)
  for (const [name, value] of Object.entries(filterQuery)) initialQuery.set(name, value)
  const { tabs } = listing

  return (
    <>
      <h1>{listing.title}</h1>
      <div className="lede">
        <p>{listing.intro}</p>
        {listing.feed ? (
          <p>
            <a href={feedPaths[listing.feed].rss}>{feedPaths[listing.feed].title} feed (RSS)</a> ·{' '}
            <a href={feedPaths[listing.feed].atom}>Atom</a>
          </p>
        ) : null}
        {listing.links?.includes('citations') ? (
          <div className="listing-citations">
            <p>Download every publication in this list for your reference manager:</p>
            <CitationDownloads
              href={(ext) => citationPaths.listing(ext, citationQuery(state))}
              label="Download the list's citations"
              withQuery={['search', 'year', ...filters.map((f) => f.name)].join(' ')}
            />
          </div>
        ) : null}
        {listing.links?.includes('calendar') ? (
          <p>
            <a href={eventsCalendarUrl}>Subscribe to our events calendar</a> (iCalendar)
          </p>
        ) : null}
      </div>
      {listing.upcomingEvents ? <UpcomingEvents events={(await orEmpty('upcoming events', upstream('indexEvents'))).data} /> : null}
      {tabs ? (
        <nav aria-label={tabs.label} className="tabs">
          <ul>
            {tabs.options.map((option, i) => (
              <li key={option.value}>
                {/* A tab is another page of the listing, loaded whole: the router, asked for the same path with
                    another query just as it starts, could keep the page it had. */}
                <a
                  href={i === 0 ? path : `${path}?${new URLSearchParams({ [tabs.param]: option.value })}`}
                  aria-current={option.value === tab ? 'page' : undefined}
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {parsed.success ? null : (
        <p role="alert" className="notice">
          Some of the address could not be used ({parsed.error.issues.map((i) => i.message).join('; ')}), so the first page is shown.
        </p>
      )}
      {filterProblems.length ? (
        <p role="alert" className="notice">
          Some of the address could not be used: {filterProblems.join('; ')}.
        </p>
      ) : null}
      <PagedListing
        key={tab}
        path={path}
        fixedQuery={fixedQuery}
        kind={listingKind(listing)}
        apiPath={contractPath(endpoint, params)}
        perPage={listing.perPage}
        initial={initial}
        initialQuery={parsed.success ? initialQuery.toString() : new URLSearchParams(fixedQuery).toString()}
        years={years}
        searchLabel={listing.searchLabel}
        filters={filters}
        reloads={Boolean(listing.facets)}
        titles={{ template: pageTitle(productName, '%s'), listing: listing.title, tab: tabLabel }}
      />
    </>
  )
}
