import './globals.css'

import type { Metadata } from 'next'
import { type ReactNode, Suspense } from 'react'

import { NavigationEffects } from '@/components/NavigationEffects'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { getSettings } from '@/lib/site'

// Rendered per request from the contract; nothing reads the database at build time.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    title: { default: settings.productName, template: `${settings.productName} | %s` },
    description: settings.description || settings.tagline,
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings()
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader productName={settings.productName} />
        <main id="main" tabIndex={-1}>
          <div className="container">{children}</div>
        </main>
        <SiteFooter settings={settings} />
        <Suspense fallback={null}>
          <NavigationEffects />
        </Suspense>
      </body>
    </html>
  )
}
