import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'

import { ArticleLayout } from '@/components/ArticleLayout'
import { ContentImage } from '@/components/Media'
import { getPage } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getPage((await params).slug)
  return pageMetadata({ title: article.title, description: article.summary, image: article.image, type: 'website' })
}

/** General pages (about us, contact, careers…) at /{slug}. */
export default async function ArticlePage({ params }: Props) {
  const article = await getPage((await params).slug)
  return (
    <ArticleLayout
      id="page-body"
      title={article.title}
      lede={article.summary}
      media={
        article.image ? (
          <ContentImage image={article.image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" />
        ) : null
      }
      body={article.body}
    />
  )
}
