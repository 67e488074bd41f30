import type { Metadata } from 'next'
import { cache } from 'react'

import { formatDay } from '@/lib/time'
import type { SearchParams } from '@/components/listing/ListingPage'
import { NotFoundContent } from '@/components/NotFoundContent'
import { SearchQuery, type records, searchTypeLabels, searchTypes } from '@/lib/contract'
import { missingRecordMetadata } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import { routeMetadata } from '@/lib/seo/metadata'
import { routeTitle } from '@/lib/routes'

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** The search the address asks for: `q`, `type` and `page`, the first value of each. */
const parse = (q: string | undefined, type: string | undefined, page: string | undefined) =>
  SearchQuery.safeParse({ query: q ?? '', type: type || undefined, page: page ?? '1' })

/** The search's results, read once per request by the metadata and the page; null when the search failed. */
const resultsOf = cache((query: string, type: SearchQuery['type'], page: number, perPage: number) =>
  upstream('search', {}, { query, type, page, perPage }).catch((error) => {
    console.error('[search] failed', error)
    return null
  }),
)

/** A page number past the last page of results (the 404 page, as for listings). */
const pastTheEnd = (results: { total: number; perPage: number; currentPage: number }) =>
  results.currentPage > 1 && results.currentPage > Math.ceil(results.total / results.perPage)

/** The search's title names the query, the type and the page (`Search, “malaria”, page 2`); never indexed. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const asked = await searchParams
  const parsed = parse(first(asked.q), first(asked.type), first(asked.page))
  const metadata = { ...routeMetadata('/search'), robots: { index: false } }
  if (!parsed.success || !parsed.data.query) return metadata
  const { query, type, page, perPage } = parsed.data
  const results = await resultsOf(query, type, page, perPage)
  if (results && pastTheEnd(results)) return missingRecordMetadata
  const title = [
    `${routeTitle('/search')}: “${query}”`,
    type ? searchTypeLabels[type].toLowerCase() : null,
    page > 1 ? `page ${page}` : null,
  ].filter((part) => part !== null)
  return { ...metadata, title: title.join(', ') }
}

/** Matched words in <mark>, the rest as text: built as elements, never parsed as HTML. */
function Highlighted({ segments }: { segments: records.TextSegment[] }) {
  return segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))
}

/** /search?q=…: the query parameter q is the search query (spec §2); `type` filters, `page` pages. */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams
  const parsed = parse(first(raw.q), first(raw.type), first(raw.page))
  const query = parsed.success ? parsed.data : null
  const results = query?.query ? await resultsOf(query.query, query.type, query.page, query.perPage) : null
  if (results && pastTheEnd(results)) return <NotFoundContent />
  const pages = results ? Math.ceil(results.total / results.perPage) : 0
  const href = (changes: { q?: string; type?: string | null; page?: number }) => {
    const params = new URLSearchParams({ q: changes.q ?? query?.query ?? '' })
    const type = 'type' in changes ? changes.type : query?.type
    if (type) params.set('type', type)
    if (changes.page && changes.page > 1) params.set('page', String(changes.page))
    return `/search?${params}`
  }
  // The query whose results these are: the suggestion's when the query as typed found nothing.
  const resultsFor = results?.corrected && results.suggestion ? results.suggestion : results?.query
  const allCount = results ? Object.values(results.counts).reduce((a, b) => a + b, 0) : 0

  return (
    <>
      <h1>Search</h1>
      <form action="/search" method="get" role="search" aria-label="Search again" className="section search-form">
        <label htmlFor="search-q">Search the site</label>
        <input id="search-q" name="q" type="search" defaultValue={query?.query ?? first(raw.q) ?? ''} maxLength={200} />
        {query?.type ? <input type="hidden" name="type" value={query.type} /> : null}
        <button className="button">Search</button>
      </form>
      {!parsed.success ? (
        <p role="alert" className="notice">
          {parsed.error.issues.map((i) => i.message).join('; ')}
        </p>
      ) : null}
      {query?.query && !results ? <p className="notice">Search is not available just now. Please try again later.</p> : null}
      {results ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results">
            {results.total} {results.total === 1 ? 'result' : 'results'} for “{resultsFor}”
            {query?.type ? ` in ${searchTypeLabels[query.type].toLowerCase()}` : ''}
          </h2>
          {results.suggestion ? (
            <p className="search-suggestion">
              {results.corrected ? `Nothing matched “${results.query}”, so these are the results for the closest words. ` : null}
              Did you mean <a href={href({ q: results.suggestion, page: 1 })}>{results.suggestion}</a>?
            </p>
          ) : null}
          {allCount > 0 ? (
            <nav aria-label="Filter by type" className="search-filter">
              <ul className="inline-list">
                <li>
                  <a href={href({ type: null })} aria-current={query?.type ? undefined : 'page'}>
                    Everything ({allCount})
                  </a>
                </li>
                {searchTypes
                  .filter((type) => results.counts[type])
                  .map((type) => (
                    <li key={type}>
                      <a href={href({ type })} aria-current={query?.type === type ? 'page' : undefined}>
                        {searchTypeLabels[type]} ({results.counts[type]})
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          {results.total === 0 ? <p>Nothing matched. Try fewer or different words, or check the spelling.</p> : null}
          <ol className="search-results">
            {results.data.map((r) => (
              <li key={`${r.kind}-${r.id}`}>
                <p className="kicker">{r.type.replace(/-/g, ' ')}</p>
                <h3>
                  <a href={r.url}>{r.title}</a>
                </h3>
                {r.date ? <p className="meta">{formatDay(r.date)}</p> : null}
                <p>{r.snippet.length ? <Highlighted segments={r.snippet} /> : r.summary}</p>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label="Pages" className="inline-list">
              {results.currentPage > 1 ? <a href={href({ page: results.currentPage - 1 })}>Previous</a> : null}
              <span>
                Page {results.currentPage} of {pages}
              </span>
              {results.currentPage < pages ? <a href={href({ page: results.currentPage + 1 })}>Next</a> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
