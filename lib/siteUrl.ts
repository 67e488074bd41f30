/** The site's public base URL (SITE_URL), for links that leave the page: emails, sitemaps, feeds, metadata. */
export function siteUrl(): string {
  const base = process.env.SITE_URL || `http://localhost:${process.env.PORT ?? 3000}`
  return base.replace(/\/+$/, '')
}

/** Absolute address of a path of this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString()
}
