'use client'

import { type FormEvent, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import { CardGrid, ListingCard } from '@/components/cards'
import { jsonFetcher } from '@/lib/client/fetch'
import type { ListingItem, ListingKind } from '@/lib/listings'

import { hydratesWhenUsed } from '@/lib/edge/hydrate.mjs'

import { filterLabel, listingTitle } from './title'

type Paged<T> = { data: T[]; total: number; perPage: number; currentPage: number }

/** Cards in a grid; rows for lists of text. */
const gridKinds: ListingKind[] = ['news', 'event', 'person']

/**
 * A filter of the list: its query parameter, its label and its choices (a blank choice means all),
 * each with how many items choosing it would show when the listing counts them.
 */
export type FilterChoices = { name: string; label: string; all: string; options: { value: string; label: string; count?: number }[] }

type Props<K extends ListingKind> = {
  /** The listing's address, without its query. */
  path: string
  kind: K
  /** The contract path the browser pages through, e.g. /api/news_events/news. */
  apiPath: string
  perPage: number
  initial: Paged<ListingItem<K>>
  /** The query the server rendered `initial` for (page, year, search). */
  initialQuery: string
  years?: number[]
  searchLabel: string
  filters?: FilterChoices[]
  /** The form loads the page (the server counts each filter's choices again); paging still runs in place. */
  reloads?: boolean
  /** Query parameters of the view (the tab), kept in every URL and call of the list. */
  fixedQuery?: Record<string, string>
  /**
   * What the tab's title is made of: the page title's rule with `%s` for the page's own (lib/routes.ts, `pageTitle`),
   * the listing's title and the tab's label (null for the first tab).
   */
  titles: { template: string; listing: string; tab: string | null }
}

type ListState = { page: number; year: string; search: string; filters: Record<string, string> }

/** The list's state lives in the URL: ?page=2&year=2024&search=…&division=… (a filter only with one of its choices). */
function listState(params: URLSearchParams, filters: FilterChoices[]): ListState {
  const page = Number(params.get('page') ?? 1)
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    year: params.get('year') ?? '',
    search: params.get('search') ?? '',
    filters: Object.fromEntries(
      filters.flatMap((f) => {
        const value = params.get(f.name) ?? ''
        return f.options.some((o) => o.value === value) ? [[f.name, value]] : []
      }),
    ),
  }
}

function queryString(state: ListState, fixed: Record<string, string> = {}) {
  const params = new URLSearchParams(fixed)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.year && state.year !== '0') params.set('year', state.year)
  if (state.search) params.set('search', state.search)
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value)
  return params.toString()
}

/** Told when the list itself changes the address (history.pushState fires no event). */
const addressChanged = 'listing:address-changed'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(addressChanged, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(addressChanged, onChange)
  }
}

/**
 * The address's query: on the server and while hydrating, the one the page was
 * rendered for (a listing without a query is rendered once, for every visitor);
 * then the browser's, following back, forward and the list's own steps.
 */
function useQuery(rendered: string): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => (rendered ? `?${rendered}` : ''),
  )
  return useMemo(() => new URLSearchParams(search), [search])
}

/** The list's state from the address, its page of results through SWR, and the steps to another state. */
function usePagedList<K extends ListingKind>({
  path: pathname,
  apiPath,
  perPage,
  initial,
  initialQuery,
  years,
  filters = [],
  fixedQuery = {},
}: Props<K>) {
  const params = useQuery(initialQuery)
  const state = listState(params, filters)
  const current = queryString(state, fixedQuery)
  const apiQuery = new URLSearchParams({ ...fixedQuery, page: String(state.page), perPage: String(perPage), search: state.search })
  if (years) apiQuery.set('year', state.year || '0')
  for (const [name, value] of Object.entries(state.filters)) apiQuery.set(name, value)
  const key = `${apiPath}?${apiQuery}`
  const { data, error, isLoading } = useSWR<Paged<ListingItem<K>>>(key, jsonFetcher, {
    fallbackData: current === initialQuery ? initial : undefined,
    // The server already rendered the first state: no need to fetch it again.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    onError: (err) => console.error(`[list] ${key} failed`, err),
  })

  const go = (next: Partial<ListState>) => {
    const qs = queryString({ ...state, ...next }, fixedQuery)
    window.history.pushState(null, '', qs ? `${pathname}?${qs}` : pathname)
    window.dispatchEvent(new Event(addressChanged))
  }
  const href = (page: number) => {
    const qs = queryString({ ...state, page }, fixedQuery)
    return qs ? `${pathname}?${qs}` : pathname
  }
  return { state, current, data, error, isLoading, go, href }
}

/**
 * A paged list rendered first on the server; paging, the year filter and the
 * search then run in the browser through SWR against /api/*, from the moment
 * the visitor first points at or focuses the list (React starts then:
 * `hydratesWhenUsed`). Every state has its own URL, and without JavaScript
 * the links and the form still work.
 */
export function PagedListing<K extends ListingKind>(props: Props<K>) {
  const { path: pathname, kind, perPage, years, searchLabel, filters = [], fixedQuery = {}, reloads } = props
  const { state, current, data, error, isLoading, go, href } = usePagedList(props)
  const formId = useId()
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const { titles } = props
  const title = titles.template.replace(
    '%s',
    listingTitle(titles.listing, {
      tab: titles.tab,
      year: years && state.year !== '0' ? state.year : null,
      filters: filters.flatMap((f) => (state.filters[f.name] ? [filterLabel(f, state.filters[f.name])] : [])),
      search: state.search,
      page: state.page,
    }),
  )
  // Paging, filtering or searching in place gives the tab the title a page load of the same address has.
  useEffect(() => {
    document.title = title
  }, [title])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    go({
      page: 1,
      search: String(form.get('search') ?? '').trim(),
      year: String(form.get('year') ?? ''),
      filters: Object.fromEntries(filters.map((f) => [f.name, String(form.get(f.name) ?? '')])),
    })
  }

  const items = error ? [] : (data?.data ?? [])
  const total = error ? 0 : (data?.total ?? 0)
  const pages = Math.max(1, Math.ceil(total / perPage))

  return (
    <section {...hydratesWhenUsed} aria-labelledby={`${formId}-results`}>
      <ListingFilters
        key={current}
        formId={formId}
        pathname={pathname}
        state={state}
        years={years}
        searchLabel={searchLabel}
        filters={filters}
        fixedQuery={fixedQuery}
        onSubmit={reloads ? undefined : onSubmit}
      />

      {/* Focused after a step of the pager in place, so a keyboard or screen reader starts at the new results. */}
      <h2 id={`${formId}-results`} className="visually-hidden" tabIndex={-1} ref={resultsHeading}>
        Results
      </h2>
      <p className="meta" aria-live="polite" role="status">
        {isLoading && !data
          ? 'Loading…'
          : error
            ? 'This list could not be loaded just now. Please try again later.'
            : `${total} ${total === 1 ? 'result' : 'results'}${pages > 1 ? `, page ${state.page} of ${pages}` : ''}`}
      </p>

      {items.length ? (
        <ListingItems kind={kind} items={items} />
      ) : !isLoading ? (
        <p className="listing-empty">
          Nothing matches{state.search ? ` “${state.search}”` : ''}. Try another search{filters.length ? ' or filter' : ''}
          {years ? ' or year' : ''}.
        </p>
      ) : null}

      {pages > 1 ? (
        <Pager
          page={state.page}
          pages={pages}
          href={href}
          go={(page) => {
            go({ page })
            resultsHeading.current?.focus()
          }}
        />
      ) : null}
    </section>
  )
}

type FiltersProps = Pick<Props<ListingKind>, 'years' | 'searchLabel'> & {
  formId: string
  pathname: string
  state: ListState
  filters: FilterChoices[]
  fixedQuery: Record<string, string>
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/** A choice as the form shows it: with its count where the listing counts them. */
const optionText = (o: FilterChoices['options'][number]) => (o.count === undefined ? o.label : `${o.label} (${o.count})`)

/** The search, year and filter form: a plain GET of the listing's address without JavaScript. */
function ListingFilters({ formId, pathname, state, years, searchLabel, filters, fixedQuery, onSubmit }: FiltersProps) {
  return (
    <form className="listing-filters" role="search" aria-label="Filter the list" action={pathname} method="get" onSubmit={onSubmit}>
      {Object.entries(fixedQuery).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${formId}-search`}>{searchLabel}</label>
        <input id={`${formId}-search`} name="search" type="search" defaultValue={state.search} maxLength={200} />
      </div>
      {years ? (
        <div>
          <label htmlFor={`${formId}-year`}>Year</label>
          <select id={`${formId}-year`} name="year" defaultValue={state.year || '0'}>
            <option value="0">All years</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {filters.length ? (
        <fieldset>
          <legend>Filter by</legend>
          {filters.map((f) => (
            <div key={f.name}>
              <label htmlFor={`${formId}-${f.name}`}>{f.label}</label>
              <select id={`${formId}-${f.name}`} name={f.name} defaultValue={state.filters[f.name] ?? ''}>
                <option value="">{f.all}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {optionText(o)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="button">
        Show results
      </button>
    </form>
  )
}

/** The page's results: cards in a grid, or rows for lists of text. */
function ListingItems<K extends ListingKind>({ kind, items }: { kind: K; items: ListingItem<K>[] }) {
  if (!gridKinds.includes(kind))
    return (
      <ul className="listing-rows">
        {items.map((item) => (
          <li key={item.id}>
            <ListingCard kind={kind} item={item} />
          </li>
        ))}
      </ul>
    )
  return (
    <CardGrid count={items.length}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ListingCard kind={kind} item={item} first={i === 0} />
        </li>
      ))}
    </CardGrid>
  )
}

/** Links to the first, the last and the nearby pages; in the browser, a step without a page load. */
function Pager({ page, pages, href, go }: { page: number; pages: number; href: (page: number) => string; go: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="pager">
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" onClick={(e) => (e.preventDefault(), go(page - 1))}>
              Previous
            </a>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1)
          .filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2)
          .map((p) => (
            <li key={p}>
              <a
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={(e) => (e.preventDefault(), go(p))}
              >
                {p}
              </a>
            </li>
          ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next" onClick={(e) => (e.preventDefault(), go(page + 1))}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
