import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p className="lede">The page you asked for does not exist or has moved.</p>
      <p>You could search the site, or start from one of these pages:</p>
      <form action="/search" method="get" role="search" className="section">
        <label htmlFor="notfound-search">Search the site</label>{' '}
        <input id="notfound-search" name="q" type="search" maxLength={200} /> <button className="button">Search</button>
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
