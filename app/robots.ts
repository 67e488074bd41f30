import type { MetadataRoute } from 'next'

import { patternPrefix, privatePatterns } from '@/lib/routes'
import { absoluteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

/** /robots.txt: the whole public site, not the CMS, the contract or the staff verification steps. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/cms/', '/api/', ...privatePatterns.map(patternPrefix)],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
