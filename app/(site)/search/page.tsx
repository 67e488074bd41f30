import type { Metadata } from 'next'
import Link from 'next/link'

import { formatDate } from '@/components/dates'
import type { SearchParams } from '@/components/listing/ListingPage'
import { SearchQuery } from '@/lib/contract'
import { upstream } from '@/lib/upstream'

export const metadata: Metadata = { title: 'Search', robots: { index: false } }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** /search?q=…: the query parameter q is the search query (spec §2). */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams
  const parsed = SearchQuery.safeParse({ query: first(raw.q) ?? '', page: first(raw.page) ?? '1' })
  const query = parsed.success ? parsed.data : null
  const results = query?.query
    ? await upstream('search', {}, { query: query.query, page: query.page, perPage: query.perPage }).catch((error) => {
        console.error('[search] failed', error)
        return null
      })
    : null
  const pages = results ? Math.ceil(results.total / results.perPage) : 0
  const pageHref = (page: number) => `/search?${new URLSearchParams({ q: query?.query ?? '', page: String(page) })}`

  return (
    <>
      <h1>Search</h1>
      <form action="/search" method="get" role="search" className="section search-form">
        <label htmlFor="search-q">Search the site</label>
        <input id="search-q" name="q" type="search" defaultValue={query?.query ?? first(raw.q) ?? ''} maxLength={200} />
        <button className="button">Search</button>
      </form>
      {!parsed.success ? <p role="alert" className="notice">{parsed.error.issues.map((i) => i.message).join('; ')}</p> : null}
      {query?.query && !results ? <p className="notice">Search is not available just now. Please try again later.</p> : null}
      {results ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results">
            {results.total} {results.total === 1 ? 'result' : 'results'} for “{results.query}”
          </h2>
          <ol className="search-results">
            {results.data.map((r) => (
              <li key={`${r.type}-${r.id}`}>
                <p className="kicker">{r.type.replace(/-/g, ' ')}</p>
                <h3>
                  <Link href={r.url}>{r.title}</Link>
                </h3>
                {r.date ? <p className="meta">{formatDate(r.date)}</p> : null}
                <p>{r.summary}</p>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label="Pages" className="inline-list">
              {results.currentPage > 1 ? <Link href={pageHref(results.currentPage - 1)}>Previous</Link> : null}
              <span>
                Page {results.currentPage} of {pages}
              </span>
              {results.currentPage < pages ? <Link href={pageHref(results.currentPage + 1)}>Next</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
