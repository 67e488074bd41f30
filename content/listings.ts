import type { EndpointName, RawParams, Result } from '../lib/contract'
import type { ContentTypeName } from '.'

/** The contract calls that answer a paged list, and the content type whose card shows their items. */
export const listingEndpoints = {
  newsEvents: 'news',
  inTheNews: 'news',
  events: 'event',
  peoples: 'person',
  centralPublications: 'publication',
  protocols: 'protocol',
  tenders: 'tender',
} as const satisfies Partial<Record<EndpointName, ContentTypeName>>

export type ListingEndpoint = keyof typeof listingEndpoints
/** A content type that has listing cards. */
export type ListingKind = (typeof listingEndpoints)[ListingEndpoint]
/** One item of a listing of `K`, as the contract returns it. */
export type ListingItem<K extends ListingKind> = Result<
  { [E in ListingEndpoint]: (typeof listingEndpoints)[E] extends K ? E : never }[ListingEndpoint]
>['data'][number]

/** Which contract call fills a listing page, with its path parameters. */
export type ListingSource = { [E in ListingEndpoint]: { endpoint: E; params: RawParams<E> } }[ListingEndpoint]

/** A listing page: paged, searchable, optionally by year. */
export type Listing = {
  path: string
  title: string
  intro: string
  source: ListingSource
  /** How many items a page shows. */
  perPage: number
  searchLabel: string
  /** Year filter: the years that have news in this listing, or the last eight years. */
  years?: 'news' | 'recent'
  /** Links under the intro: the news feed, the events calendar. */
  links?: readonly ('feed' | 'calendar')[]
  /** Shows the upcoming events above the list. */
  upcomingEvents?: true
  /** Filters by a division or a research theme (`?division=…&expertise=…`), each a slug. */
  filters?: readonly ListingFilter[]
  /**
   * Views of the list as tabs, each a value of one query parameter of the
   * call (kept in the page's URL too); the first is the default.
   */
  tabs?: { param: 'when'; label: string; options: readonly { value: string; label: string }[] }
}

/** The filters a listing can offer, by their query parameter. */
export const listingFilters = {
  division: { label: 'Division', all: 'All divisions' },
  expertise: { label: 'Expertise', all: 'All research themes' },
} as const
export type ListingFilter = keyof typeof listingFilters

const news = (path: string, slug: string, title: string, intro: string, endpoint: 'newsEvents' | 'inTheNews' = 'newsEvents'): Listing => ({
  path,
  title,
  intro,
  source: { endpoint, params: { slug } },
  perPage: 9,
  searchLabel: 'Search stories',
  years: 'news',
  links: ['feed'],
})

/** Every listing page of the site, each at its own path. */
export const listings = [
  news('/news-blogs', 'news-blogs', 'News and blogs', 'Stories from our research teams, and the blogs our researchers write.'),
  {
    ...news('/news-and-events', 'all', 'News and events', 'Everything we publish, and what is coming up.'),
    searchLabel: 'Search news and events',
    upcomingEvents: true,
  },
  news('/news', 'news', 'News', 'What is new at the institute.'),
  news('/features', 'features', 'Features', 'Longer reads about our research and the people behind it.'),
  news('/press-releases', 'press-releases', 'Press releases', 'Announcements for the media.'),
  news('/in-the-news', 'in-the-news', 'In the news', 'Our work as reported by others.', 'inTheNews'),
  news('/blog', 'blog', 'Blog', 'Our researchers write about their work.', 'inTheNews'),
  {
    path: '/events',
    title: 'Events',
    intro: 'Seminars, conferences and open days, upcoming and past.',
    source: { endpoint: 'events', params: {} },
    perPage: 9,
    searchLabel: 'Search events',
    links: ['calendar'],
    tabs: {
      param: 'when',
      label: 'Upcoming or past events',
      options: [
        { value: 'upcoming', label: 'Upcoming' },
        { value: 'past', label: 'Past' },
      ],
    },
  },
  {
    path: '/our-researchers',
    title: 'Our researchers',
    intro: 'The scientists, clinicians and analysts behind our research.',
    source: { endpoint: 'peoples', params: {} },
    perPage: 12,
    searchLabel: 'Search by name, position or expertise',
    filters: ['division', 'expertise'],
  },
  {
    path: '/publications',
    title: 'Publications',
    intro: 'Peer-reviewed papers by our researchers.',
    source: { endpoint: 'centralPublications', params: {} },
    perPage: 20,
    searchLabel: 'Search titles, authors and journals',
    years: 'recent',
  },
  {
    path: '/research-protocols',
    title: 'Research protocols',
    intro: 'Studies approved to run at the institute, with their protocol documents.',
    source: { endpoint: 'protocols', params: {} },
    perPage: 10,
    searchLabel: 'Search protocols',
  },
  {
    path: '/tenders',
    title: 'Tenders',
    intro: 'Invitations to tender for goods, works and services. Each tender’s page says how to bid and has its documents.',
    source: { endpoint: 'tenders', params: { slug: 'all' } },
    perPage: 10,
    searchLabel: 'Search tenders',
  },
] as const satisfies readonly Listing[]

export type ListingPath = (typeof listings)[number]['path']

export const isListingPath = (path: string): path is ListingPath => listings.some((l) => l.path === path)

export function listingAt(path: ListingPath): Listing {
  const found = listings.find((l) => l.path === path)
  if (!found) throw new Error(`No listing at ${path}`)
  return found
}

/** The content type whose cards a listing shows. */
export const listingKind = (listing: Listing): ListingKind => listingEndpoints[listing.source.endpoint]
