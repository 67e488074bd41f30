import type { ReactNode } from 'react'

import { type EndpointName, PagedYearQuery } from '@/lib/contract'
import { upstream } from '@/lib/upstream'

import { type ListingKind, PagedListing } from './PagedListing'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

type Props = {
  title: string
  intro?: ReactNode
  kind: ListingKind
  endpoint: Extract<EndpointName, 'newsEvents' | 'inTheNews' | 'events' | 'peoples' | 'centralPublications' | 'protocols' | 'tenders'>
  params?: Record<string, string>
  apiPath: string
  perPage: number
  years?: number[]
  searchLabel: string
  searchParams: SearchParams
  children?: ReactNode
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * A listing page: the first page rendered on the server from the URL's query,
 * then handed to the browser list. A bad query shows a message and page one.
 */
export async function ListingPage({
  title,
  intro,
  kind,
  endpoint,
  params = {},
  apiPath,
  perPage,
  years,
  searchLabel,
  searchParams,
  children,
}: Props) {
  const raw = await searchParams
  const asked = { page: first(raw.page), search: first(raw.search), year: years ? first(raw.year) : undefined }
  const parsed = PagedYearQuery.safeParse(Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined)))
  const query = parsed.success ? parsed.data : PagedYearQuery.parse({})
  const upstreamQuery = { page: query.page, perPage, search: query.search, ...(years ? { year: query.year } : {}) }
  const initial = await (
    upstream as (
      n: string,
      p: object,
      q: object,
    ) => Promise<{ data: { id: number | string }[]; total: number; perPage: number; currentPage: number }>
  )(endpoint, params, upstreamQuery).catch((error) => {
    console.error(`[list] ${endpoint} failed`, error)
    return { data: [], total: 0, perPage, currentPage: query.page }
  })
  const initialQuery = new URLSearchParams()
  if (query.page > 1) initialQuery.set('page', String(query.page))
  if (years && query.year) initialQuery.set('year', String(query.year))
  if (query.search) initialQuery.set('search', query.search)

  return (
    <>
      <h1>{title}</h1>
      {intro ? <div className="lede">{intro}</div> : null}
      {children}
      {parsed.success ? null : (
        <p role="alert" className="notice">
          Some of the address could not be used ({parsed.error.issues.map((i) => i.message).join('; ')}), so the first page is shown.
        </p>
      )}
      <PagedListing
        kind={kind}
        apiPath={apiPath}
        perPage={perPage}
        initial={initial}
        initialQuery={parsed.success ? initialQuery.toString() : ''}
        years={years}
        searchLabel={searchLabel}
      />
    </>
  )
}

/** Years that have news in a listing, newest first; none if the call fails. */
export async function newsYears(listing: string): Promise<number[]> {
  return (await upstream('mediaYear', { id: listing }).catch(() => ({ data: [] as number[] }))).data
}
