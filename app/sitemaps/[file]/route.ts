import { cacheControl } from '@/lib/cacheControl'
import { fileCount, fileUrls, urlset } from '@/lib/seo/sitemap'
import { sitemapUrls } from '@/lib/seo/sitemapUrls'

export const dynamic = 'force-dynamic'

/** /sitemaps/{n}.xml: the n-th file of a split sitemap (see /sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file)
  const urls = await sitemapUrls()
  const n = match ? Number(match[1]) : -1
  if (n < 0 || n >= Math.max(fileCount(urls.length), 1))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(urlset(fileUrls(urls, n)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cacheControl.sitemap,
    },
  })
}
