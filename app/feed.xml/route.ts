import { feedHeaders, newsFeed } from '@/lib/seo/feeds'

export const dynamic = 'force-dynamic'

/** /feed.xml: news and press releases as RSS 2.0. */
export async function GET() {
  return new Response((await newsFeed()).rss2(), { headers: feedHeaders('application/rss+xml') })
}
