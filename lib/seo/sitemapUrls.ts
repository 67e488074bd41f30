import 'server-only'

import { privatePatterns, routes } from '../routes'
import { absoluteUrl } from '../siteUrl'
import { upstream } from '../upstream'
import { type SitemapUrl, newest } from './sitemap'

/** Pages that are not content: steps of a flow, or answers to one visitor. */
const notListed = new Set<string>(['/not-found', '/search', ...privatePatterns])

/** Every public URL of the site with its last change: the route table's fixed pages, then each published record (with its lead image). */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const { data } = await upstream('sitemapEntries')
  const records = data.map((e) => ({ loc: absoluteUrl(e.url), lastmod: e.lastModified, images: e.image ? [absoluteUrl(e.image)] : [] }))
  const latest = newest(records.map((r) => r.lastmod))
  const fixed = routes
    .filter((r) => !r.pattern.includes(':') && !notListed.has(r.pattern))
    .map((r) => ({ loc: absoluteUrl(r.pattern), lastmod: latest }))
  const seen = new Set<string>()
  return [...fixed, ...records].filter((u) => !seen.has(u.loc) && seen.add(u.loc))
}
