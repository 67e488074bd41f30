import { cacheControl } from '@/lib/cacheControl'
import { conditionalResponse, dateOrNull } from '@/lib/http/conditional'
import { fileCount, fileUrls, newest, urlset } from '@/lib/seo/sitemap'
import { sitemapUrls } from '@/lib/seo/sitemapUrls'

export const dynamic = 'force-dynamic'

/** /sitemaps/{n}.xml: the n-th file of a split sitemap (see /sitemap.xml). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file)
  const urls = await sitemapUrls()
  const n = match ? Number(match[1]) : -1
  if (n < 0 || n >= Math.max(fileCount(urls.length), 1))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const file = fileUrls(urls, n)
  return conditionalResponse(request, urlset(file), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl.sitemap },
    lastModified: dateOrNull(newest(file.map((u) => u.lastmod))),
  })
}
