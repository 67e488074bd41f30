/**
 * The site's route table (spec §2): every path pattern with its title.
 * The page title rule, the route-list post and the sitemap page read it.
 * Dynamic pages replace the title with their record's own (a person's name…).
 */
export type RouteEntry = { pattern: string; title: string }

export const routes: readonly RouteEntry[] = [
  { pattern: '/', title: '' },
  { pattern: '/news-blogs', title: 'News and blogs' },
  { pattern: '/news-and-events', title: 'News and events' },
  { pattern: '/our-researchers', title: 'Our researchers' },
  { pattern: '/people/:slug', title: 'Profile' },
  { pattern: '/in-the-news', title: 'In the news' },
  { pattern: '/blog', title: 'Blog' },
  { pattern: '/events', title: 'Events' },
  { pattern: '/sitemap', title: 'Sitemap' },
  { pattern: '/news', title: 'News' },
  { pattern: '/features', title: 'Features' },
  { pattern: '/press-releases', title: 'Press releases' },
  { pattern: '/publications', title: 'Publications' },
  { pattern: '/research-protocols', title: 'Research protocols' },
  { pattern: '/subscribe', title: 'Subscribe' },
  // Beyond spec §2: the two steps of the subscription's double opt-in, and the contact form.
  { pattern: '/subscribe/confirm', title: 'Confirm your subscription' },
  { pattern: '/subscribe/unsubscribe', title: 'Unsubscribe' },
  { pattern: '/contact-us', title: 'Contact us' },
  // Beyond spec §2: the tenders the contract serves (/api/tenders) need a page of their own.
  { pattern: '/tenders', title: 'Tenders' },
  { pattern: '/events/:slug', title: 'Event' },
  { pattern: '/search', title: 'Search' },
  { pattern: '/protocol/:slug', title: 'Protocol' },
  { pattern: '/senior-leadership-team', title: 'Senior leadership team' },
  { pattern: '/board-of-trustees', title: 'Board of trustees' },
  { pattern: '/scientific-advisory-group', title: 'Scientific advisory group' },
  { pattern: '/captcha-form', title: 'Confirm you are a person' },
  { pattern: '/verify-staff', title: 'Verify a member of staff' },
  { pattern: '/verify-staff/:employeeId', title: 'Staff verification' },
  { pattern: '/not-found', title: 'Page not found' },
  { pattern: '/:slug2/:slug', title: 'News' },
  { pattern: '/:slug', title: '' },
]

export const routePatterns = routes.map((r) => r.pattern)

/** Spec: the product name followed by the route's title, or the name alone. */
export function pageTitle(productName: string, title?: string | null): string {
  return title ? `${productName} | ${title}` : productName
}

export function routeTitle(pattern: string): string {
  return routes.find((r) => r.pattern === pattern)?.title ?? ''
}
