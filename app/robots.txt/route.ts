import { cacheControl } from '@/lib/cacheControl'
import { conditionalResponse } from '@/lib/http/conditional'
import { patternPrefix, privatePatterns } from '@/lib/routes'
import { absoluteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

/**
 * What crawlers may read: the whole public site and the public uploads (the
 * images of pages, link previews and feeds, /cms/api/media/file/), not the
 * CMS, the contract or the staff verification steps. Written here rather than
 * by Next.js's robots metadata route, to answer with an ETag (304 to a
 * crawler that has it).
 */
const robotsRules = {
  allow: ['/', '/cms/api/media/file/'],
  disallow: ['/admin', '/cms/', '/api/', ...privatePatterns.map(patternPrefix)],
}

export function GET(request: Request) {
  const body = [
    'User-Agent: *',
    ...robotsRules.allow.map((path) => `Allow: ${path}`),
    ...robotsRules.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n')
  return conditionalResponse(request, body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.sitemap },
  })
}
