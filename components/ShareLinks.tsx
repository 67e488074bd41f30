import { absoluteUrl } from '@/lib/siteUrl'

import { CopyLinkButton } from './CopyLinkButton'

/**
 * Ways to pass the page on: plain links (e-mail and the share addresses of
 * LinkedIn, X and Facebook) that load nothing from those sites until a
 * visitor follows one, and a button that copies the address.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const url = absoluteUrl(path)
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
  const links = [
    { name: 'E-mail', href: `mailto:?${q({ subject: title, body: url }).replace(/\+/g, '%20')}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}` },
    { name: 'X', href: `https://x.com/intent/post?${q({ url, text: title })}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
  ]
  return (
    <section aria-labelledby="share-heading" className="share" data-print="hidden">
      <h2 id="share-heading">Share this page</h2>
      <ul className="share-list">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} rel="noopener noreferrer" data-share={link.name}>
              {link.name}
              <span className="visually-hidden"> (share this page)</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} />
        </li>
      </ul>
    </section>
  )
}
