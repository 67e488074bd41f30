import { type RouteEntry, leaderGroupRoutes, recordRoutes, researchRoute } from '../content'
import { listings } from './listings'

/**
 * The site's route table (spec §2): every path pattern with its title. The
 * listing pages and the pages of single records come from the content
 * registry; the rest are the site's own pages. The page title rule, the
 * route-list post, the sitemap and the pages' metadata read it.
 * Dynamic pages replace the title with their record's own (a person's name…).
 */

const sitePages: RouteEntry[] = [
  { pattern: '/', title: '' },
  { pattern: '/sitemap', title: 'Sitemap' },
  { pattern: '/subscribe', title: 'Subscribe' },
  // Beyond spec §2: the two steps of the subscription's double opt-in, and the contact form.
  { pattern: '/subscribe/confirm', title: 'Confirm your subscription' },
  { pattern: '/subscribe/unsubscribe', title: 'Unsubscribe' },
  // Beyond spec §2: what a subscriber receives, behind the signed link in every newsletter.
  { pattern: '/subscribe/preferences', title: 'Your newsletter preferences' },
  { pattern: '/contact-us', title: 'Contact us' },
  { pattern: '/search', title: 'Search' },
  // Beyond spec §2: the research themes, divisions and field sites (their records' pages come from the registry).
  researchRoute,
  ...leaderGroupRoutes,
  { pattern: '/captcha-form', title: 'Confirm you are a person' },
  { pattern: '/verify-staff', title: 'Verify a member of staff' },
  { pattern: '/verify-staff/:employeeId', title: 'Staff verification' },
  { pattern: '/not-found', title: 'Page not found' },
]

/** Patterns that start with a parameter match anything: they come last, the longer first. */
const catchAllLast = (a: RouteEntry, b: RouteEntry) =>
  Number(a.pattern.startsWith('/:')) - Number(b.pattern.startsWith('/:')) ||
  (a.pattern.startsWith('/:') ? b.pattern.length - a.pattern.length : 0)

export const routes: readonly RouteEntry[] = [
  ...sitePages,
  ...listings.map(({ path, title }) => ({ pattern: path, title })),
  ...recordRoutes,
].sort(catchAllLast)

export const routePatterns = routes.map((r) => r.pattern)

/** Pages that answer one visitor or are a step of a flow: never cached, never in the sitemap or search engines. */
export const privatePatterns = ['/verify-staff/:employeeId', '/captcha-form', '/subscribe/confirm', '/subscribe/unsubscribe'] as const

/** The fixed start of a pattern, for prefix rules (robots.txt, nginx): /verify-staff/:employeeId → /verify-staff/. */
export const patternPrefix = (pattern: string) => (pattern.includes('/:') ? `${pattern.slice(0, pattern.indexOf('/:'))}/` : pattern)

/** Spec: the product name followed by the route's title, or the name alone. */
export function pageTitle(productName: string, title?: string | null): string {
  return title ? `${productName} | ${title}` : productName
}

/** The title of a pattern in the table; a pattern that is not there is a mistake, caught at build time. */
export function routeTitle(pattern: string): string {
  const route = routes.find((r) => r.pattern === pattern)
  if (!route) throw new Error(`${pattern} is not in the route table (lib/routes.ts)`)
  return route.title
}
