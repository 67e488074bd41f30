import type { Metadata } from 'next'

import { ArticleLayout } from '@/components/ArticleLayout'
import { PlacedForm } from '@/components/EditorForm'
import { contentTypes } from '@/content'
import { isListingPath } from '@/lib/listings'
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage'
import { MissingPage } from '@/components/NotFoundContent'
import { missingRecordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import { pageMetadata } from '@/lib/seo/metadata'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findPage = recordReader(async (slug) => (await upstream('article', { slug })).article)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const listing = `/${slug}`
  if (isListingPath(listing)) return listingMetadata(listing)
  const page = await findPage(slug)
  if (!page) return missingRecordMetadata
  return pageMetadata({
    title: page.title,
    description: page.summary,
    image: page.image,
    meta: page.meta,
    type: 'website',
    path: contentTypes.page.url(page),
  })
}

/**
 * General pages (about us, careers…) at /{slug}, with the form an editor placed
 * on the page, if any; and the listing pages of the content registry
 * (lib/listings.ts), each at its own path without a query (with one, proxy.ts
 * sends it to app/(site)/listing-query or listing-page). A listing's path wins
 * over a general page of the same slug.
 */
export default async function GeneralPage({ params }: Props) {
  const { slug } = await params
  const listing = `/${slug}`
  if (isListingPath(listing)) return <ListingPage path={listing} searchParams={Promise.resolve({})} />
  const page = await findPage(slug)
  if (!page) return <MissingPage path={contentTypes.page.url({ slug })} />
  return (
    <ArticleLayout
      id="page-body"
      url={contentTypes.page.url(page)}
      title={page.title}
      lede={page.summary}
      image={page.image}
      body={page.body}
    >
      {page.form ? <PlacedForm form={page.form} /> : null}
    </ArticleLayout>
  )
}
