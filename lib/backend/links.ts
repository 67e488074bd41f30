/** Absolute address of a page of this site, for links in emails. SITE_URL is the public base URL. */
export function absoluteUrl(path: string): string {
  const base = process.env.SITE_URL || `http://localhost:${process.env.PORT ?? 3000}`
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString()
}
