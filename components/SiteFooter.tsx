import Link from 'next/link'

import type { Settings } from '@/lib/contract/records'
import { orEmpty, orFallback, upstream } from '@/lib/upstream'

import { Logo } from './Logo'
import styles from './SiteFooter.module.css'

/** A titled list of links in the footer. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: { label: string; url: string }[] }) {
  if (!links.length) return null
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}${link.url}`}>
            <Link href={link.url}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Footer: the footer menu of the settings, quick links, contacts and social links. */
export async function SiteFooter({ settings }: { settings: Settings }) {
  const [footerMenu, quickLinks] = await Promise.all([
    settings.footerMenuId ? orFallback('footer menu', upstream('menus', { id: settings.footerMenuId }), null) : null,
    orEmpty('quick links', upstream('quickLinks')),
  ])
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">
            <Logo productName={settings.productName} image={settings.logo} size="footer" />
          </h2>
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
        {footerMenu ? <FooterLinks id="footer-menu" title={footerMenu.title} links={footerMenu.items} /> : null}
        <FooterLinks id="footer-quick-links" title="Quick links" links={quickLinks.data} />
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
