/**
 * News types and the site section (first URL segment) each one lives under.
 * `/features/some-story` is the canonical address of a feature, and so on.
 */
export const newsTypes = ['news', 'blog', 'feature', 'press-release', 'in-the-news'] as const
export type NewsType = (typeof newsTypes)[number]

export const sectionOfType: Record<NewsType, string> = {
  news: 'news',
  blog: 'blog',
  feature: 'features',
  'press-release': 'press-releases',
  'in-the-news': 'in-the-news',
}

export const newsTypeLabels: Record<NewsType, string> = {
  news: 'News',
  blog: 'Blog',
  feature: 'Feature',
  'press-release': 'Press release',
  'in-the-news': 'In the news',
}

/** Listing slugs of /api/news_events/{slug} and the types each one includes. */
export const newsListings: Record<string, readonly NewsType[]> = {
  all: newsTypes,
  'news-blogs': ['news', 'blog'],
  news: ['news'],
  blog: ['blog'],
  features: ['feature'],
  'press-releases': ['press-release'],
  'in-the-news': ['in-the-news'],
}

/** Listing slugs of /api/in_the_news/{slug}: the in-the-news and blog page. */
export const inTheNewsListings: Record<string, readonly NewsType[]> = {
  'in-the-news': ['in-the-news'],
  blog: ['blog'],
}

export const leaderGroups = ['senior-leadership-team', 'board-of-trustees', 'scientific-advisory-group'] as const
export type LeaderGroup = (typeof leaderGroups)[number]
export const leaderGroupLabels: Record<LeaderGroup, string> = {
  'senior-leadership-team': 'Senior leadership team',
  'board-of-trustees': 'Board of trustees',
  'scientific-advisory-group': 'Scientific advisory group',
}

export const tenderStatuses = ['open', 'closed', 'awarded'] as const
export type TenderStatus = (typeof tenderStatuses)[number]
/** Listing slugs of /api/tenders/{slug}. */
export const tenderListings = ['all', ...tenderStatuses] as const

export const menuLocations = ['header', 'footer', 'sitemap', 'other'] as const

export const donorTiers = ['major', 'core'] as const

export const mediaResourceCategories = ['annual-report', 'brochure', 'newsletter', 'policy-brief'] as const

/**
 * The home page's sections, in the order the home page has always shown them:
 * the CMS's options (and their default list), the page's components and the
 * backend's fallback all come from here. Values are stored, so they never
 * change; labels are what editors read.
 */
export const homeSections = [
  { value: 'carousel', label: 'Pictures (carousel): the first beside the heading, the others under “In pictures”' },
  { value: 'highlights', label: 'Highlights' },
  { value: 'news', label: 'Latest news' },
  { value: 'research', label: 'Our research (research themes and highlight topics)' },
  { value: 'events', label: 'Upcoming events' },
  { value: 'press-releases', label: 'Press releases' },
  { value: 'in-the-news', label: 'In the news' },
  { value: 'achievements', label: 'The institute in figures (key figures)' },
  { value: 'testimonials', label: 'Voices (testimonials)' },
  { value: 'awards', label: 'Awards' },
  { value: 'map', label: 'Where we work (global markers)' },
  { value: 'partners', label: 'Partners and funders (collaborations, major and core donors)' },
] as const
export type HomeSection = (typeof homeSections)[number]['value']

/** Every home section, in order: what the home page shows until editors choose otherwise. */
export const allHomeSections: HomeSection[] = homeSections.map((section) => section.value)
