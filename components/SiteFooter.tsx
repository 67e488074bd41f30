import Link from 'next/link'

import type { Settings } from '@/lib/contract/records'
import { upstream } from '@/lib/upstream'

import styles from './SiteFooter.module.css'

const empty = { data: [] }

/** Footer: the footer menu of the settings, quick links, contacts and social links. */
export async function SiteFooter({ settings }: { settings: Settings }) {
  const [footerMenu, quickLinks] = await Promise.all([
    settings.footerMenuId ? upstream('menus', { id: String(settings.footerMenuId) }).catch(() => null) : null,
    upstream('quickLinks').catch(() => empty),
  ])
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{settings.productName}</h2>
          {settings.tagline ? <p>{settings.tagline}</p> : null}
          <address>
            {settings.contact.address ? <p className={styles.address}>{settings.contact.address}</p> : null}
            {settings.contact.phone ? (
              <p>
                Phone: <a href={`tel:${settings.contact.phone.replace(/\s/g, '')}`}>{settings.contact.phone}</a>
              </p>
            ) : null}
            {settings.contact.email ? (
              <p>
                Email: <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
              </p>
            ) : null}
          </address>
        </section>
        {footerMenu ? (
          <nav aria-labelledby="footer-menu">
            <h2 id="footer-menu">{footerMenu.title}</h2>
            <ul>
              {footerMenu.items.map((item) => (
                <li key={`${item.label}${item.url}`}>
                  <Link href={item.url}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {quickLinks.data.length ? (
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">Quick links</h2>
            <ul>
              {quickLinks.data.map((link) => (
                <li key={link.id}>
                  <Link href={link.url}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {settings.social.length ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {settings.social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener">
                    {s.network}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {settings.productName} · <Link href="/sitemap">Sitemap</Link> ·{' '}
          <Link href="/subscribe">Subscribe</Link>
        </p>
      </div>
    </footer>
  )
}
