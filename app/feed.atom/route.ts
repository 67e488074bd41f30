import { feedHeaders, newsFeed } from '@/lib/seo/feeds'

export const dynamic = 'force-dynamic'

/** /feed.atom: the same news feed as Atom. */
export async function GET() {
  return new Response((await newsFeed()).atom1(), { headers: feedHeaders('application/atom+xml') })
}
