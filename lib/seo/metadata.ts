import 'server-only'

import type { Metadata } from 'next'

import type { records } from '../contract'
import { routeTitle } from '../routes'

/**
 * What a page tells search engines: the editor's SEO fields where filled in,
 * else the record's own title, summary and image.
 */
export function withMeta(
  defaults: { title: string; description: string; image?: records.Image | null },
  meta: records.Meta | null | undefined,
): { title: string; description: string; image: records.Image | null } {
  return {
    title: meta?.title || defaults.title,
    description: meta?.description || defaults.description,
    image: meta?.image ?? defaults.image ?? null,
  }
}

/**
 * A page's canonical address and the site's feeds. Every page names its own
 * path: pages are rendered once for every visitor, so no page reads the
 * request's address. (A page's `alternates` replace the layout's whole.)
 */
export const alternatesFor = (path: string): NonNullable<Metadata['alternates']> => ({
  canonical: path,
  types: {
    'application/rss+xml': [{ url: '/feed.xml', title: 'News (RSS)' }],
    'application/atom+xml': [{ url: '/feed.atom', title: 'News (Atom)' }],
  },
})

/** A fixed page's metadata: its title from the route table (the layout adds the product name) and its address. */
export const routeMetadata = (pattern: string): Metadata => ({ title: routeTitle(pattern), alternates: alternatesFor(pattern) })

/**
 * Metadata of a record's page: its title, description and image for search
 * results and link previews (Open Graph, Twitter), on the page's canonical
 * `path`. `meta`: the record's SEO fields, which win over the defaults when set.
 */
export function pageMetadata({
  meta,
  path,
  type = 'article',
  ...defaults
}: {
  title: string
  description: string
  path: string
  image?: records.Image | null
  meta?: records.Meta | null
  type?: 'article' | 'profile' | 'website'
}): Metadata {
  const { title, description, image } = withMeta(defaults, meta)
  const images = image
    ? [
        {
          url: image.url,
          alt: image.alt,
          ...(image.width ? { width: image.width } : {}),
          ...(image.height ? { height: image.height } : {}),
        },
      ]
    : [{ url: '/og-image.png', width: 1200, height: 630 }]
  return {
    title,
    description,
    alternates: alternatesFor(path),
    openGraph: { type, title, description, url: path, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  }
}
