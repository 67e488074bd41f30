import Link from 'next/link'

import { pageTitle, routeTitle } from '@/lib/routes'
import { getSettings } from '@/lib/site'

/** The error page for /not-found and every path or record that does not exist (HTTP 404). */
export default async function NotFound() {
  const settings = await getSettings().catch(() => null)
  return (
    <>
      {/* The page that failed set no metadata of its own; this is the error page's title. */}
      <title>{pageTitle(settings?.productName ?? 'Page not found', settings ? routeTitle('/not-found') : null)}</title>
      <h1>Page not found</h1>
      <p className="lede">The page you asked for does not exist or has moved.</p>
      <p>You could search the site, or start from one of these pages:</p>
      <form action="/search" method="get" role="search" className="section search-form">
        <label htmlFor="notfound-search">Search the site</label>
        <input id="notfound-search" name="q" type="search" maxLength={200} />
        <button className="button">Search</button>
      </form>
      <ul>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/news-and-events">News and events</Link>
        </li>
        <li>
          <Link href="/our-researchers">Our researchers</Link>
        </li>
        <li>
          <Link href="/sitemap">Sitemap</Link>
        </li>
      </ul>
    </>
  )
}
