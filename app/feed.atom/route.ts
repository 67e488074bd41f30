import { conditionalResponse } from '@/lib/http/conditional'
import { feedAtom, feedHeaders } from '@/lib/seo/feeds'

export const dynamic = 'force-dynamic'

/** /feed.atom: the same news feed as Atom, with ETag and Last-Modified (304 to a reader that has it). */
export async function GET(request: Request) {
  const { body, updated } = await feedAtom('news')
  return conditionalResponse(request, body, { headers: feedHeaders('application/atom+xml'), lastModified: updated })
}
