import Link from 'next/link'

/** The body of the 404 page: what happened, a search and the ways on (app/global-not-found.tsx, app/(site)/not-found.tsx). */
export function NotFoundContent() {
  return (
    <>
      <h1>Page not found</h1>
      <p className="lede">The page you asked for does not exist or has moved.</p>
      <p>You could search the site, or start from one of these pages:</p>
      <form action="/search" method="get" role="search" aria-label="Search for the page" className="section search-form">
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
