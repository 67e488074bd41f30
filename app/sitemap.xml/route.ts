import { cacheControl } from '@/lib/cacheControl'
import { conditionalResponse, dateOrNull } from '@/lib/http/conditional'
import { fileCount, newest, sitemapIndex, sitemapLimit, urlset } from '@/lib/seo/sitemap'
import { sitemapUrls } from '@/lib/seo/sitemapUrls'
import { absoluteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

/**
 * /sitemap.xml: the URLs themselves, or past 50,000 of them an index of /sitemaps/{n}.xml;
 * with an ETag and the newest change as Last-Modified (304 to a crawler that has it).
 */
export async function GET(request: Request) {
  const urls = await sitemapUrls()
  const count = fileCount(urls.length)
  const body =
    count <= 1
      ? urlset(urls)
      : sitemapIndex(
          Array.from({ length: count }, (_, n) => ({
            loc: absoluteUrl(`/sitemaps/${n}.xml`),
            lastmod: newest(urls.slice(n * sitemapLimit, (n + 1) * sitemapLimit).map((u) => u.lastmod)),
          })),
        )
  return conditionalResponse(request, body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl.sitemap },
    lastModified: dateOrNull(newest(urls.map((u) => u.lastmod))),
  })
}
