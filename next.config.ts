import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { cacheControl } from './lib/cacheControl'
import { privatePatterns } from './lib/routes'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // Pages: public (lib/cacheControl.ts) except those for one visitor. /api answers set theirs in lib/backend/route.ts.
  async headers() {
    return [
      { source: '/((?!_next/|admin|cms/|api/).*)', headers: [{ key: 'Cache-Control', value: cacheControl.public }] },
      ...privatePatterns.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: cacheControl.private }] })),
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
