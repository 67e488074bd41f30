import type { APIRequestContext } from '@playwright/test'

import { listings } from '../lib/listings'

/**
 * One page of every type the site has, for the checks that sweep them all
 * (e2e/page-checks.spec.ts: axe and the Nu Html Checker). A new page type is
 * one more entry here; listings come from the registry by themselves.
 */
export type PageType = {
  name: string
  /** The page's path; records are looked up through the contract. */
  path: (request: APIRequestContext) => Promise<string>
  /** The status the page answers with (200 unless said). */
  status?: number
}

/** The first item of a contract listing whose page is on this site. */
async function firstLocal(request: APIRequestContext, api: string, field: 'url' | 'slug', prefix = ''): Promise<string> {
  const response = await request.get(api)
  if (!response.ok()) throw new Error(`${api} answered ${response.status()}`)
  const body: { data: Record<string, unknown>[] } = await response.json()
  for (const item of body.data) {
    const value = item[field]
    if (typeof value !== 'string') continue
    const path = field === 'slug' ? `${prefix}${value}` : value
    if (path.startsWith('/')) return path
  }
  throw new Error(`${api} has no item with a page here`)
}

const at = (path: string) => async () => path

/** A story as the contract answers it, with what the detail tests read of it. */
export type Story = { slug: string; url: string; title: string; authors: { slug: string; name: string }[]; section: string }

/** The first recent story that names its authors (a byline and author links to check). */
export async function storyWithAuthors(request: APIRequestContext): Promise<Story> {
  const { data }: { data: { slug: string }[] } = await (await request.get('/api/news_events/news?perPage=20')).json()
  for (const item of data) {
    const detail: Story = await (await request.get(`/api/news_by_slug/${item.slug}`)).json()
    if (detail.authors.length) return detail
  }
  throw new Error('no seeded story has authors')
}

export const pageTypes: PageType[] = [
  { name: 'home', path: at('/') },
  ...listings.map((listing) => ({ name: `listing ${listing.path}`, path: at(listing.path) })),
  // A story that names its authors: its byline and author links are checked too.
  { name: 'news story', path: async (r) => (await storyWithAuthors(r)).url },
  { name: 'feature', path: (r) => firstLocal(r, '/api/news_events/features?perPage=20', 'url') },
  { name: 'press release', path: (r) => firstLocal(r, '/api/news_events/press-releases?perPage=20', 'url') },
  { name: 'blog post', path: (r) => firstLocal(r, '/api/in_the_news/blog?perPage=20', 'url') },
  { name: 'event', path: (r) => firstLocal(r, '/api/events?when=upcoming&perPage=1', 'slug', '/events/') },
  { name: 'past event', path: (r) => firstLocal(r, '/api/events?when=past&perPage=1', 'slug', '/events/') },
  { name: 'person', path: (r) => firstLocal(r, '/api/peoples?perPage=1', 'slug', '/people/') },
  { name: 'protocol', path: (r) => firstLocal(r, '/api/protocols?perPage=1', 'slug', '/protocol/') },
  { name: 'publication', path: (r) => firstLocal(r, '/api/central_publications?perPage=1', 'url') },
  { name: 'tender', path: (r) => firstLocal(r, '/api/tenders/open?perPage=1', 'slug', '/tenders/') },
  { name: 'newsletter issue', path: (r) => firstLocal(r, '/api/newsletter_issues?perPage=1', 'url') },
  { name: 'research', path: at('/research') },
  // The seeded theme, division and field site with the most people and work tagged (e2e/research.spec.ts reads them too).
  { name: 'research theme', path: at('/research/beating-infectious-diseases') },
  { name: 'division', path: at('/divisions/infectious-diseases') },
  { name: 'field site', path: at('/field-sites/coastal-field-station') },
  { name: 'researchers filtered', path: at('/our-researchers?division=infectious-diseases') },
  { name: 'researchers filtered twice', path: at('/our-researchers?division=infectious-diseases&expertise=data-for-health') },
  { name: 'past events', path: at('/events?when=past') },
  { name: 'CMS page', path: at('/about-us') },
  { name: 'leadership', path: at('/senior-leadership-team') },
  { name: 'search', path: at('/search?q=vaccine') },
  { name: 'search, misspelt (a suggestion)', path: at('/search?q=vacine') },
  { name: 'sitemap', path: at('/sitemap') },
  { name: 'contact', path: at('/contact-us') },
  { name: 'subscribe', path: at('/subscribe') },
  { name: 'verify staff', path: at('/verify-staff') },
  { name: 'captcha form', path: at('/captcha-form?employeeId=NVH-01234') },
  { name: 'not found', path: at('/no-such-page'), status: 404 },
  { name: 'not found (deep)', path: at('/no/such/page/here'), status: 404 },
  { name: 'not found page', path: at('/not-found'), status: 404 },
  { name: 'missing story', path: at('/news/no-such-story'), status: 404 },
  { name: 'missing event', path: at('/events/no-such-event'), status: 404 },
  { name: 'missing person', path: at('/people/no-such-person'), status: 404 },
  { name: 'missing newsletter issue', path: at('/newsletters/no-such-issue'), status: 404 },
]
