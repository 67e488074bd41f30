import 'server-only'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import type { records } from '../contract'

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
 * Metadata of a record's page: its title, description and image for search
 * results and link previews (Open Graph, Twitter), on the page's canonical path.
 * `meta`: the record's SEO fields, which win over the defaults when set.
 */
export async function pageMetadata({
  meta,
  type = 'article',
  ...defaults
}: {
  title: string
  description: string
  image?: records.Image | null
  meta?: records.Meta | null
  type?: 'article' | 'profile' | 'website'
}): Promise<Metadata> {
  const { title, description, image } = withMeta(defaults, meta)
  const path = (await headers()).get('x-pathname') ?? '/'
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
    alternates: { canonical: path },
    openGraph: { type, title, description, url: path, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  }
}
