/**
 * sitemaps.org documents: one urlset while the site has at most `limit` URLs
 * (the protocol allows 50,000 per file), else an index of numbered files.
 */
export const sitemapLimit = 50_000

/** `images`: the page's pictures, for search engines' image results (Google's image sitemap extension). */
export type SitemapUrl = { loc: string; lastmod?: string; images?: string[] }

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
const header = '<?xml version="1.0" encoding="UTF-8"?>\n'
const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const imageNs = 'http://www.google.com/schemas/sitemap-image/1.1'

export function urlset(urls: SitemapUrl[]): string {
  const items = urls.map(
    (u) =>
      `  <url><loc>${escape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${(u.images ?? [])
        .map((image) => `<image:image><image:loc>${escape(image)}</image:loc></image:image>`)
        .join('')}</url>`,
  )
  return `${header}<urlset xmlns="${ns}" xmlns:image="${imageNs}">\n${items.join('\n')}\n</urlset>\n`
}

export function sitemapIndex(files: SitemapUrl[]): string {
  const items = files.map((f) => `  <sitemap><loc>${escape(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`)
  return `${header}<sitemapindex xmlns="${ns}">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** How many files the URLs need, and the URLs of file `n` (0-based). */
export const fileCount = (total: number, limit = sitemapLimit) => Math.ceil(total / limit)
export const fileUrls = <T>(urls: T[], n: number, limit = sitemapLimit) => urls.slice(n * limit, (n + 1) * limit)

/** The newest of some ISO dates, or undefined. */
export const newest = (dates: (string | undefined)[]) => dates.filter(Boolean).sort().at(-1)
