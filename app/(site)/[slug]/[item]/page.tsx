import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'
import Link from 'next/link'
import { permanentRedirect } from 'next/navigation'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDate } from '@/components/dates'
import { ContentImage } from '@/components/Media'
import { newsTypeLabels } from '@/lib/contract/sections'
import { getNews } from '@/lib/pageData'
import { JsonLd } from '@/components/JsonLd'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'
import * as jsonLd from '@/lib/seo/jsonLd'
import { contentTypes } from '@/lib/content'

// The route /:slug2/:slug of the spec. Next.js needs one name per level, so here
// the first segment (the section) is `slug` and the story's own slug is `item`.
type Props = { params: Promise<{ slug: string; item: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await getNews((await params).item)
  return pageMetadata({ title: item.title, description: item.summary, image: item.image })
}

/** News details at /{section}/{slug}; any other first segment redirects to the one canonical address. */
export default async function NewsDetailsPage({ params }: Props) {
  const { slug: section, item: slug } = await params
  const item = await getNews(slug)
  if (section !== item.section) permanentRedirect(item.url)
  const settings = await getSettings()
  return (
    <ArticleLayout
      id="article-body"
      kicker={<Link href={`/${item.section}`}>{newsTypeLabels[item.type]}</Link>}
      title={item.title}
      meta={
        <>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          {item.authors.length ? (
            <>
              {' '}
              · By{' '}
              {item.authors.map((a, i) => [
                i ? ', ' : '',
                <Link key={a.slug} href={contentTypes.person.url(a)}>
                  {a.name}
                </Link>,
              ])}
            </>
          ) : null}
          {item.division ? ` · ${item.division.name}` : null}
        </>
      }
      lede={item.summary}
      media={
        item.image ? <ContentImage image={item.image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" /> : null
      }
      body={item.body}
    >
      <JsonLd
        things={[
          jsonLd.newsArticle(item, settings.productName, absoluteUrl),
          jsonLd.breadcrumbs(
            [
              { name: 'Home', path: '/' },
              { name: newsTypeLabels[item.type], path: `/${item.section}` },
              { name: item.title, path: item.url },
            ],
            absoluteUrl,
          ),
        ]}
      />
      {item.source ? (
        <p>
          Originally published by <a href={item.source.url}>{item.source.outlet}</a>.
        </p>
      ) : null}
    </ArticleLayout>
  )
}
