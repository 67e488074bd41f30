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
