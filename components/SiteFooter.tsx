import { mailtoHref, telHref } from '@/lib/contactLinks'
import type { Settings } from '@/lib/contract/records'
import { orEmpty, orFallback, upstream } from '@/lib/upstream'

import { Logo } from './Logo'

type FooterLink = { label: string; url: string }

/** The pages every visitor may need from any page: in the footer's last row. */
const legalLinks: FooterLink[] = [
  { label: 'Privacy policy', url: '/privacy-policy' },
  { label: 'Accessibility', url: '/accessibility' },
  { label: 'Sitemap', url: '/sitemap' },
]

/** The links of `links` not already in `shown` (the footer names each page once). */
const notIn = (shown: FooterLink[], links: FooterLink[]) => links.filter((link) => !shown.some((s) => s.url === link.url))

/** A titled list of links in the footer. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  if (!links.length) return null
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}${link.url}`}>
            <a href={link.url}>{link.label}</a>
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
  const menuLinks = notIn(legalLinks, footerMenu?.items ?? [])
  const quick = notIn([...legalLinks, ...menuLinks], quickLinks.data)
  return (
    <footer className="site-footer">
      <div className={`container footer-columns`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">
            <Logo productName={settings.productName} image={settings.logo} size="footer" />
          </h2>
          {settings.tagline ? <p>{settings.tagline}</p> : null}
          <address>
            {settings.contact.address ? <p className="footer-address">{settings.contact.address}</p> : null}
            {settings.contact.phone ? (
              <p>
                Phone: <a href={telHref(settings.contact.phone)}>{settings.contact.phone}</a>
              </p>
            ) : null}
            {settings.contact.email ? (
              <p>
                Email: <a href={mailtoHref(settings.contact.email)}>{settings.contact.email}</a>
              </p>
            ) : null}
          </address>
        </section>
        {footerMenu ? <FooterLinks id="footer-menu" title={footerMenu.title} links={menuLinks} /> : null}
        <FooterLinks id="footer-quick-links" title="Quick links" links={quick} />
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
      <div className={`container footer-bottom`}>
        <p>
          © {new Date().getFullYear()} {settings.productName}
        </p>
        <nav aria-label="Legal and help">
          <ul>
            {legalLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
