import Link from 'next/link'

import { orEmpty, upstream } from '@/lib/upstream'

import { MenuToggle } from './MenuToggle'
import styles from './SiteHeader.module.css'

/** Header: the institute's name, site search and the main navigation from the header menu. */
export async function SiteHeader({ productName }: { productName: string }) {
  const { data: items } = await orEmpty('main navigation', upstream('parentMenus'))
  return (
    // Closed from the first paint on phones, so nothing moves when the page comes alive;
    // without JavaScript the menu stays open and its button is hidden.
    <header className={styles.header} id="site-header" data-menu="closed">
      <noscript>
        <style>{'#main-nav{display:block!important}.menu-toggle{display:none!important}'}</style>
      </noscript>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          {productName}
        </Link>
        <form action="/search" method="get" role="search" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            Search the site
          </label>
          <input id="site-search" name="q" type="search" placeholder="Search the site" maxLength={200} />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <MenuToggle controls="main-nav" />
      </div>
      <nav id="main-nav" aria-label="Main" className={styles.nav}>
        <ul className={`container ${styles.menu}`}>
          {items.map((item) => (
            <li key={item.label}>
              {item.children.length ? (
                <details className={styles.group}>
                  <summary>{item.label}</summary>
                  <ul>
                    {item.url && item.url !== '#' ? (
                      <li>
                        <Link href={item.url}>{item.label}: overview</Link>
                      </li>
                    ) : null}
                    {item.children.map((child) => (
                      <li key={`${child.label}${child.url}`}>
                        <Link href={child.url}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link href={item.url}>{item.label}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
