import type { Image } from '@/lib/contract/records'
import { orEmpty, upstream } from '@/lib/upstream'

import { Logo } from './Logo'

import { SiteNav } from './SiteNav'

/** The utility links above the main navigation: pages every visitor of an institute looks for. */
const utilityLinks = [
  { label: 'Careers', url: '/careers' },
  { label: 'Tenders', url: '/tenders' },
  { label: 'Contact', url: '/contact-us' },
  { label: 'Donate', url: '/donate' },
]

/**
 * Header: utility links, the institute's logo, site search and the main
 * navigation from the header menu. Only the navigation's behaviour runs in the
 * browser (SiteNav); the rest is rendered here on the server.
 */
export async function SiteHeader({ productName, logo }: { productName: string; logo: Image | null }) {
  const { data: items } = await orEmpty('main navigation', upstream('parentMenus'))
  const utility = (
    <>
      {/* Closed from the first paint on phones, so nothing moves when the page comes alive;
          without JavaScript the menu stays open in the page's flow and its button is hidden. */}
      <noscript>
        <style>{'#main-nav{display:block!important;position:static!important}.menu-toggle{display:none!important}'}</style>
      </noscript>
      <nav aria-label="Utility" className="utility-nav">
        <ul className={`container utility-list`}>
          {utilityLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} className={link.url === '/donate' ? 'header-donate' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
  return (
    <SiteNav items={items} before={utility}>
      <a href="/" className="header-brand">
        <Logo productName={productName} image={logo} />
      </a>
      <form action="/search" method="get" role="search" aria-label="Site search" className="header-search">
        <label htmlFor="site-search" className="visually-hidden">
          Search the site
        </label>
        <input id="site-search" name="q" type="search" placeholder="Search the site" maxLength={200} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </SiteNav>
  )
}
