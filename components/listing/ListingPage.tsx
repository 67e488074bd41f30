import type { Metadata } from 'next'

import { cache } from 'react'
import { z } from 'zod'

import { type ListingEndpoint, type ListingFilter, type ListingPath, listingAt, listingFilters, listingKind } from '@/lib/listings'
import { eventsCalendarUrl } from '@/content'
import { citationPaths } from '@/content/publication'
import { CitationDownloads } from '@/components/CitationDownloads'
import { citationAlternates } from '@/lib/citations/formats'
import { type RawParams, type RawQuery, PagedYearQuery, contractPath } from '@/lib/contract'
import { alternatesFor, routeMetadata } from '@/lib/seo/metadata'
import { feedPaths } from '@/lib/seo/feedPaths'
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
async function filterChoices(filters: readonly ListingFilter[]): Promise<(FilterChoices & { name: ListingFilter })[]> {
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
  const filters = await filterChoices(listing.filters ?? [])
  const filterResults = filters.map((f) => ({ filter: f, result: filterValue(f).safeParse(given[f.name]) }))
  const filterQuery: Partial<Record<ListingFilter, string>> = Object.fromEntries(
    filterResults.flatMap(({ filter, result }) => (result.success && result.data ? [[filter.name, result.data]] : [])),
  )
  const filterProblems = filterResults.flatMap(({ result }) => (result.success ? [] : result.error.issues.map((i) => i.message)))
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
  } satisfies Record<'page' | 'search' | 'year' | 'when' | ListingFilter, string | undefined>
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

/** A listing's canonical address and feeds, and its citation downloads with its filters where it has them. */
function listingAlternates(state: Awaited<ReturnType<typeof readListing>>): NonNullable<Metadata['alternates']> {
  const alternates = alternatesFor(state.canonical, state.listing.feed)
  if (!state.listing.links?.includes('citations')) return alternates
  const query = { search: state.query.search, year: state.years ? state.query.year : 0 }
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
              href={(ext) => citationPaths.listing(ext, { search: query.search, year: years ? query.year : 0 })}
              label="Download the list's citations"
              withQuery="search year"
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
        titles={{ template: pageTitle(productName, '%s'), listing: listing.title, tab: tabLabel }}
      />
    </>
  )
}
