import { conditionalResponse } from '@/lib/http/conditional'
import { feedHeaders, feedRss } from '@/lib/seo/feeds'

export const dynamic = 'force-dynamic'

/** /feed.xml: news and press releases as RSS 2.0, with ETag and Last-Modified (304 to a reader that has it). */
export async function GET(request: Request) {
  const { body, updated } = await feedRss('news')
  return conditionalResponse(request, body, { headers: feedHeaders('application/rss+xml'), lastModified: updated })
}
