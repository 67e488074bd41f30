import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { upstream } from '@/lib/upstream'

// Rendered per request from the contract; nothing reads the database at build time.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { data: settings } = await upstream('settings')
  return { title: { default: settings.productName, template: `${settings.productName} | %s` }, description: settings.description }
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main">Skip to content</a>
        <main id="main">{children}</main>
      </body>
    </html>
  )
}
