import type { Metadata } from 'next'

import { z } from 'zod'

import { type ListingEndpoint, type ListingFilter, type ListingPath, listingAt, listingFilters, listingKind } from '@/lib/listings'
import { eventsCalendarUrl } from '@/content'
import { type RawParams, type RawQuery, PagedYearQuery, contractPath } from '@/lib/contract'
import { routeMetadata } from '@/lib/seo/metadata'
import { UpcomingEvents } from '@/components/UpcomingEvents'
import { orEmpty, orFallback, upstream } from '@/lib/upstream'

import { type FilterChoices, PagedListing } from './PagedListing'

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

export const listingMetadata = (path: ListingPath): Metadata => routeMetadata(path)

/**
 * A listing page of the content registry (lib/listings.ts): the first
 * page rendered on the server from the URL's query, then handed to the
 * browser list. A bad query shows a message and page one.
 */
export async function ListingPage({ path, searchParams }: { path: ListingPath; searchParams: SearchParams }) {
  const listing = listingAt(path)
  const { endpoint, params } = listing.source
  const years =
    listing.years === 'news' && 'slug' in params
      ? await newsYears(String(params.slug))
      : listing.years === 'recent'
        ? recentYears()
        : undefined
  const raw = await searchParams
  const asked = { page: first(raw.page), search: first(raw.search), year: years ? first(raw.year) : undefined }
  const parsed = PagedYearQuery.safeParse(Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined)))
  const query = parsed.success ? parsed.data : PagedYearQuery.parse({})
  const filters = await filterChoices(listing.filters ?? [])
  const askedFilters: Record<ListingFilter, string | undefined> = { division: first(raw.division), expertise: first(raw.expertise) }
  const filterResults = filters.map((f) => ({ name: f.name, result: filterValue(f).safeParse(askedFilters[f.name]) }))
  const filterQuery: Partial<Record<ListingFilter, string>> = Object.fromEntries(
    filterResults.flatMap(({ name, result }) => (result.success && result.data ? [[name, result.data]] : [])),
  )
  const filterProblems = filterResults.flatMap(({ result }) => (result.success ? [] : result.error.issues.map((i) => i.message)))
  // The tab shown: the one the URL names, else the first.
  const { tabs } = listing
  const tab = tabs ? (tabs.options.find((o) => o.value === first(raw.when))?.value ?? tabs.options[0].value) : undefined
  const fixedQuery: Record<string, string> = tabs && tab ? { [tabs.param]: tab } : {}
  const upstreamQuery = {
    ...fixedQuery,
    page: query.page,
    perPage: listing.perPage,
    search: query.search,
    ...(years ? { year: query.year } : {}),
    ...filterQuery,
  }
  const empty = { data: [], total: 0, perPage: listing.perPage, currentPage: query.page }
  const initial = await orFallback(path, readPage(endpoint, params, upstreamQuery), empty)
  const initialQuery = new URLSearchParams(fixedQuery)
  if (query.page > 1) initialQuery.set('page', String(query.page))
  if (years && query.year) initialQuery.set('year', String(query.year))
  if (query.search) initialQuery.set('search', query.search)
  for (const [name, value] of Object.entries(filterQuery)) initialQuery.set(name, value)

  return (
    <>
      <h1>{listing.title}</h1>
      <div className="lede">
        <p>{listing.intro}</p>
        {listing.links?.includes('feed') ? (
          <p>
            <a href="/feed.xml">News feed (RSS)</a> · <a href="/feed.atom">Atom</a>
          </p>
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
      />
    </>
  )
}
