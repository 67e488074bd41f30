import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { cacheControl, draftModeCookie } from './lib/cacheControl'
import { privatePatterns } from './lib/routes'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // Pages: public (lib/cacheControl.ts) except those for one visitor, and every page an editor previews
  // in draft mode (its cookie). /api answers set theirs in lib/backend/route.ts.
  async headers() {
    const pages = '/((?!_next/|admin|cms/|api/).*)'
    return [
      { source: pages, headers: [{ key: 'Cache-Control', value: cacheControl.public }] },
      ...privatePatterns.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: cacheControl.private }] })),
      {
        source: pages,
        has: [{ type: 'cookie' as const, key: draftModeCookie }],
        headers: [{ key: 'Cache-Control', value: cacheControl.private }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
