import 'server-only'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import type { records } from '../contract'

/**
 * Metadata of a record's page: its title, description and image for search
 * results and link previews (Open Graph, Twitter), on the page's canonical path.
 */
export async function pageMetadata({
  title,
  description,
  image,
  type = 'article',
}: {
  title: string
  description: string
  image?: records.Image | null
  type?: 'article' | 'profile' | 'website'
}): Promise<Metadata> {
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
