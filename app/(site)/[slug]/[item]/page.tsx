import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDay } from '@/lib/time'
import { Facts, PeopleLinks } from '@/components/Facts'
import { AuthorCards, RelatedStories } from '@/components/Related'
import { newsTypeLabels } from '@/lib/schema/sections'
import { MissingPage } from '@/components/NotFoundContent'
import { missingRecordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import * as jsonLd from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

// The route /:slug2/:slug of the spec. Next.js needs one name per level, so here
// the first segment (the section) is `slug` and the story's own slug is `item`.
type Props = { params: Promise<{ slug: string; item: string }> }

const findNews = recordReader((slug) => upstream('newsBySlug', { slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await findNews((await params).item)
  if (!item) return missingRecordMetadata
  return pageMetadata({ title: item.title, description: item.summary, image: item.image, meta: item.meta, path: item.url })
}

/** News details at /{section}/{slug}; any other first segment redirects to the one canonical address. */
export default async function NewsDetailsPage({ params }: Props) {
  const { slug: section, item: slug } = await params
  const item = await findNews(slug)
  if (!item) return <MissingPage path={`/${section}/${slug}`} />
  if (section !== item.section) permanentRedirect(item.url)
  const sectionLink = { name: newsTypeLabels[item.type], path: `/${item.section}` }
  const published = <time dateTime={item.publishedAt}>{formatDay(item.publishedAt)}</time>
  return (
    <ArticleLayout
      id="article-body"
      url={item.url}
      sections={[sectionLink]}
      describe={(institute, absolute) => jsonLd.newsArticle(item, institute, absolute)}
      kicker={<a href={sectionLink.path}>{sectionLink.name}</a>}
      title={item.title}
      meta={
        <>
          {published}
          {item.authors.length ? (
            <>
              {' '}
              · By <PeopleLinks people={item.authors} />
            </>
          ) : null}
        </>
      }
      lede={item.summary}
      image={item.image}
      body={item.body}
      factsLabel="About this story"
      facts={
        <Facts
          facts={[
            ['Published', published],
            ['Type', newsTypeLabels[item.type]],
            ['Division', item.division?.name],
            ['Source', item.source ? <a href={item.source.url}>{item.source.outlet}</a> : null],
          ]}
        />
      }
      after={
        <>
          <AuthorCards authors={item.authors} />
          <RelatedStories story={item} />
        </>
      }
    >
      {item.source ? (
        <p>
          Originally published by <a href={item.source.url}>{item.source.outlet}</a>.
        </p>
      ) : null}
    </ArticleLayout>
  )
}
