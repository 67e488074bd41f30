import type { ReactNode } from 'react'

import type { MenuItem } from '@/lib/contract/records'

/**
 * The header's menus: the phone's menu button and the main navigation. Each
 * top-level item with children is a disclosure, a <details> whose <summary>
 * opens its panel of links; they share a name, so one is open at a time.
 * The page's own script (lib/edge/enhance.mjs) adds what HTML alone does not:
 * Escape and a click or focus outside close them, the menu button opens and
 * closes the menu on a phone, and the current section is marked (`data-own`
 * is the link to the item's own address). Without it,
 * the sections still open and every link works. `children` is the brand and
 * search, `before` the utility links.
 */
export function SiteNav({ items, before, children }: { items: MenuItem[]; before: ReactNode; children: ReactNode }) {
  return (
    <header className="site-header" id="site-header" data-menu="closed">
      {before}
      <div className={`container header-bar`}>
        {children}
        <button
          type="button"
          className={`button button-secondary menu-toggle header-toggle`}
          aria-expanded="false"
          aria-controls="main-nav"
        >
          Menu
        </button>
      </div>
      <nav id="main-nav" aria-label="Main" className="main-nav">
        <ul className={`container nav-menu`}>
          {items.map((item) => {
            if (!item.children.length) {
              return (
                <li key={item.label}>
                  <a href={item.url} className="nav-top" data-own="">
                    {item.label}
                  </a>
                </li>
              )
            }
            const hasOverview = item.url && item.url !== '#' && !item.children.some((child) => child.url === item.url)
            return (
              <li key={item.label}>
                <details className="nav-group" name="main-nav-section">
                  <summary className="nav-top">{item.label}</summary>
                  <ul className="nav-panel">
                    {hasOverview ? (
                      <li>
                        <a href={item.url} data-own="">
                          {item.label}: overview
                        </a>
                      </li>
                    ) : null}
                    {item.children.map((child) => (
                      <li key={`${child.label}${child.url}`}>
                        <a href={child.url} data-own={child.url === item.url ? '' : undefined}>
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}
