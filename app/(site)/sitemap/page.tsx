import type { Metadata } from 'next'

import { routeMetadata } from '@/lib/seo/metadata'

import { orEmpty, upstream } from '@/lib/upstream'

export const metadata: Metadata = routeMetadata('/sitemap')

/** Every section of the site, from the sitemap menus the editors keep. */
export default async function SitemapPage() {
  const { data: menus } = await orEmpty('sitemap menus', upstream('sitemapParentMenus'))
  return (
    <>
      <h1>Sitemap</h1>
      <div className="sitemap">
        {menus.map((menu) => (
          <section key={menu.id} aria-labelledby={`sitemap-${menu.slug}`}>
            <h2 id={`sitemap-${menu.slug}`}>{menu.title}</h2>
            <ul>
              {menu.items.map((item) => (
                <li key={`${item.label}${item.url}`}>
                  <a href={item.url}>{item.label}</a>
                  {item.children.length ? (
                    <ul>
                      {item.children.map((child) => (
                        <li key={`${child.label}${child.url}`}>
                          <a href={child.url}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
