import 'server-only'

import type { Metadata } from 'next'

import type { records } from '../contract'
import { routeTitle } from '../routes'
import { getSettings } from '../site'
import { type FeedName, feedPaths } from '../../content/feeds'
import { withMeta } from './withMeta'

/**
 * A page's canonical address and the site's feeds: the news feed, and the
 * page's own when it has another (a listing's `feed`). Every page names its own
 * path: pages are rendered once for every visitor, so no page reads the
 * request's address. (A page's `alternates` replace the layout's whole.)
 */
export const alternatesFor = (path: string, feed?: FeedName): NonNullable<Metadata['alternates']> => {
  const feeds = [...new Set<FeedName>(['news', feed ?? 'news'])].map((name) => feedPaths[name])
  return {
    canonical: path,
    types: {
      'application/rss+xml': feeds.map((f) => ({ url: f.rss, title: `${f.title} (RSS)` })),
      'application/atom+xml': feeds.map((f) => ({ url: f.atom, title: `${f.title} (Atom)` })),
    },
  }
}

/** A fixed page's metadata: its title from the route table (the layout adds the product name) and its address. */
export const routeMetadata = (pattern: string): Metadata => ({ title: routeTitle(pattern), alternates: alternatesFor(pattern) })

/**
 * What every link preview of the site says besides the page's own: the site's
 * name, the language, and the site's card with its alt text. A page's own
 * `openGraph` replaces the layout's whole, so each carries these.
 */
export async function siteCard() {
  const { productName } = await getSettings()
  return {
    siteName: productName,
    locale: 'en',
    image: { url: '/og-image.png', width: 1200, height: 630, alt: productName },
  }
}

/**
 * Metadata of a record's page: its title, description and image for search
 * results and link previews (Open Graph, Twitter), on the page's canonical
 * `path`. `meta`: the record's SEO fields, which win over the defaults when set.
 * Every image has its alt text; without one, the site's card.
 */
export async function pageMetadata({
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
}): Promise<Metadata> {
  const { title, description, image } = withMeta(defaults, meta)
  const site = await siteCard()
  const images = image
    ? [
        {
          url: image.url,
          alt: image.alt || title,
          ...(image.width ? { width: image.width } : {}),
          ...(image.height ? { height: image.height } : {}),
        },
      ]
    : [site.image]
  return {
    title,
    description,
    alternates: alternatesFor(path),
    openGraph: { type, title, description, url: path, siteName: site.siteName, locale: site.locale, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map(({ url, alt }) => ({ url, alt })) },
  }
}
