import { redirectIfMoved } from '@/lib/pageData'

/**
 * The page for an address with nothing to show (a record's page, an unknown
 * path): a redirect if it moved, else the 404 page. Rendered as a page, it is
 * in the server's HTML and is cached like any page; its mark (NotFoundContent)
 * makes server.mjs answer it with 404.
 */
export async function MissingPage({ path }: { path: string }) {
  await redirectIfMoved(path)
  return <NotFoundContent />
}

/**
 * The body of the 404 page: what happened, a search and the ways on. Its
 * `data-http-status` is what server.mjs answers with (lib/edge/html.mjs), since
 * Next.js sends no page body with notFound().
 */
export function NotFoundContent() {
  return (
    <div data-http-status="404">
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
          <a href="/">Home</a>
        </li>
        <li>
          <a href="/news-and-events">News and events</a>
        </li>
        <li>
          <a href="/our-researchers">Our researchers</a>
        </li>
        <li>
          <a href="/sitemap">Sitemap</a>
        </li>
      </ul>
    </div>
  )
}
