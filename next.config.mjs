import { withPayload } from '@payloadcms/next/withPayload'

/**
 * What a shared cache in front (deploy/nginx.conf, a CDN) may keep. Public pages:
 * 10 seconds, then served stale while one request refreshes them, and for a day
 * if the app is down; an editor's change therefore shows within seconds. Pages
 * that answer one visitor (staff verification, subscription links) are never
 * stored. /_next/static is immutable (Next.js sets that itself); /admin and
 * /cms set their own; /api answers set theirs in lib/backend/route.ts.
 */
const publicPage = 'public, max-age=0, s-maxage=10, stale-while-revalidate=300, stale-if-error=86400'
const privatePage = 'private, no-store'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      { source: '/((?!_next/|admin|cms/|api/).*)', headers: [{ key: 'Cache-Control', value: publicPage }] },
      ...['/verify-staff/:path*', '/captcha-form', '/subscribe/confirm', '/subscribe/unsubscribe'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: privatePage }],
      })),
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
