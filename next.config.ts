import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { cacheControl, draftModeCookie } from './lib/cacheControl'
import { privatePatterns } from './lib/routes'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked once, by `tsc --noEmit` beside the build (npm test: scripts/test.mjs), over every file;
  // the build's own check would repeat it and skips the tests.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A build in CI starts from a fresh clone and never reuses Turbopack's cache on disk: not writing it
    // (and compacting it) saves a core for a minute. Local builds keep it, and rebuild faster.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // A route's code is loaded when it is first asked for, not all at start: the server is ready in about half the
    // time and holds only what it serves (a server that never opens /admin never loads it). The server's own first
    // requests (server.mjs) load the CMS and the home page before readiness says so.
    preloadEntriesOnStart: false,
  },
  // server.mjs compresses, after writing each page's script nonce into it.
  compress: false,
  // Pages go out without an entity tag (server.mjs writes a fresh nonce into each: lib/edge/html.mjs), so
  // Next.js need not hash every page it serves for one; the contract's answers make their own (lib/api/route.ts).
  generateEtags: false,
  // Next.js's cache lives in Redis when REDIS_URL is set (shared by every server), else in memory (lib/cache/handler.mjs).
  cacheHandler: fileURLToPath(new URL('./lib/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Reads its time-zone definitions from its own folder at run time: loaded from node_modules, not bundled.
  // prom-client: one registry for the server's edge and the app (/metrics, lib/edge/metrics.mjs).
  serverExternalPackages: ['@touch4it/ical-timezones', 'prom-client', '@react-email/components'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a picture is offered in (srcset): phones to wide screens at 1x–2x. Fewer than Next.js's
    // sixteen by default, so each picture's markup (in the page and in its data) is a third of the length,
    // and the server makes and keeps fewer copies of each.
    deviceSizes: [640, 750, 1080, 1440, 1920],
    imageSizes: [96, 128, 256, 384],
  },
  // Pages: public (lib/cacheControl.ts) except those for one visitor, and every page an editor previews
  // in draft mode (its cookie). /api answers set theirs in lib/api/route.ts.
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
      // Readiness is this moment's answer, for no cache to keep.
      { source: '/health', headers: [{ key: 'Cache-Control', value: cacheControl.none }] },
      // The search JSON (proxy.ts sends script requests for /search to /api/search): one visitor's results.
      {
        source: '/search',
        has: [{ type: 'header' as const, key: 'x-requested-with' }],
        headers: [{ key: 'Cache-Control', value: cacheControl.private }],
      },
    ]
  },
}

/**
 * withPayload adds, for every path, client hints for the admin's colour scheme: `Accept-CH`,
 * `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme`. `Critical-CH` makes Chromium fetch a
 * visit's first page twice (once more with the hint), and `Vary` splits the shared cache, so
 * they are kept for /admin, the only place that reads the hint.
 */
const adminOnlyClientHints = (config: NextConfig): NextConfig => ({
  ...config,
  async headers() {
    const rules = (await config.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
})

export default adminOnlyClientHints(withPayload(nextConfig, { devBundleServerPackages: false }))
