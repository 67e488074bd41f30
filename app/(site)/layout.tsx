/*
 * The site's whole stylesheet, imported here rather than by each component so that every page
 * links one file, which the browser must load before it paints (a component's own import would
 * add a second file to the pages that use it). Plain CSS, each file beside the component it
 * styles, its class names named after it; the design tokens are in globals.css.
 */
import './globals.css'
import '@/components/SiteHeader.css'
import '@/components/Logo.css'
import '@/components/SiteFooter.css'
import '@/components/Breadcrumbs.css'
import '@/components/cards.css'
import '@/components/DetailLayout.css'
import '@/components/StatusBadge.css'
import '@/components/Publication.css'
import '@/components/NewsletterSections.css'
import '@/components/listing/listing.css'
import '@/components/research/research.css'
import './verify-staff/[employeeId]/verdict.css'

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/components/PreviewBar'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { pageTitle, routePatterns } from '@/lib/routes'
import { getSettings } from '@/lib/site'
import { siteCard } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/siteUrl'
import { previewer } from '@/lib/upstream/preview'

import { sourceSans, sourceSansExtended, sourceSansItalic } from './fonts'

/**
 * What every page says about itself to search engines and link previews; pages
 * add their title, canonical address (lib/seo/metadata.ts), description and
 * image. Pages are rendered once and served from the cache to every visitor
 * (README, "Caching"), so nothing here depends on the request.
 */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  const description = settings.description || settings.tagline
  const card = await siteCard()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.productName, template: pageTitle(settings.productName, '%s') },
    description,
    openGraph: { type: 'website', siteName: card.siteName, locale: card.locale, description, images: [card.image] },
    twitter: { card: 'summary_large_image', description, images: [{ url: card.image.url, alt: card.image.alt }] },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings()
  const previewing = Boolean(await previewer())
  return (
    // The typeface's mark is set on <html> before React runs (lib/edge/enhance.mjs, `typefaceInUse`).
    <html
      lang="en"
      className={`${sourceSans.variable} ${sourceSansItalic.variable} ${sourceSansExtended.variable}`}
      suppressHydrationWarning
    >
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* Only in draft mode, which Next.js renders per request: the request's path is known then. */}
        {previewing && <PreviewBar path={(await headers()).get('x-pathname') ?? '/'} />}
        <SiteHeader productName={settings.productName} logo={settings.logo} />
        <main id="main" tabIndex={-1}>
          <div className="container">{children}</div>
        </main>
        <SiteFooter settings={settings} />
        {/* Posted by the page's script after each navigation (spec §2, lib/edge/enhance.mjs). */}
        <script type="application/json" id="route-patterns" dangerouslySetInnerHTML={{ __html: JSON.stringify(routePatterns) }} />
      </body>
    </html>
  )
}
