import type { MetadataRoute } from 'next'

import { getSettings } from '@/lib/site'

// The name is the editors' (the settings), so it is read per request like the pages.
export const dynamic = 'force-dynamic'

/** /manifest.webmanifest: the name and icons a phone shows for the site added to its home screen. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSettings()
  return {
    name: settings.productName,
    short_name: settings.productName,
    description: settings.description || settings.tagline,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b5563',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
