import type { EndpointName, RawParams, Result } from './contract'
import { type ContentTypeName, contentListings } from '../content'
import type { ListingSpec } from '../content/define'

/**
 * The listing pages: each type declares its own (`listings` in its registry
 * entry, content/<type>/index.ts); they are gathered here in the registry's
 * order and checked against the contract.
 */

type Declared = (typeof contentListings)[number]

/** The contract calls that answer a listing page. */
export type ListingEndpoint = Declared['source']['endpoint'] & EndpointName
/** A content type that has listing cards. */
export type ListingKind = Declared['kind'] & ContentTypeName
/** One item of a listing of `K`, as the contract returns it. */
export type ListingItem<K extends ListingKind> = Result<Extract<Declared, { kind: K }>['source']['endpoint'] & EndpointName>['data'][number]

/** Which contract call fills a listing page, with its path parameters. */
export type ListingSource = { [E in ListingEndpoint]: { endpoint: E; params: RawParams<E> } }[ListingEndpoint]

/** The filters a listing can offer, by their query parameter. */
export const listingFilters = {
  division: { label: 'Division', all: 'All divisions' },
  expertise: { label: 'Expertise', all: 'All research themes' },
} as const
export type ListingFilter = keyof typeof listingFilters

/** The contract calls that name a listing's filters with their counts. */
export type FacetsEndpoint = Extract<Declared, { facets: string }>['facets'] & EndpointName

/** A listing page: paged, searchable, optionally by year. */
export type Listing = Omit<ListingSpec, 'kind' | 'source' | 'filters' | 'facets'> & {
  kind: ListingKind
  source: ListingSource
  filters?: readonly ListingFilter[]
  facets?: FacetsEndpoint
}

/** Every listing page of the site, each at its own path (a test checks each is filled by a paged call). */
export const listings: readonly Listing[] = contentListings

export type ListingPath = Declared['path']

export const isListingPath = (path: string): path is ListingPath => listings.some((l) => l.path === path)

export function listingAt(path: ListingPath): Listing {
  const found = listings.find((l) => l.path === path)
  if (!found) throw new Error(`No listing at ${path}`)
  return found
}

/** The content type whose cards a listing shows. */
export const listingKind = (listing: Listing): ListingKind => listing.kind
