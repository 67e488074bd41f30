import type { Metadata } from 'next'

import { ArticleLayout } from '@/components/ArticleLayout'
import { PlacedForm } from '@/components/EditorForm'
import { contentTypes } from '@/content'
import { MissingPage } from '@/components/NotFoundContent'
import { findPage, missingRecordMetadata } from '@/lib/pageData'
import { pageMetadata } from '@/lib/seo/metadata'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage((await params).slug)
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

/** General pages (about us, careers…) at /{slug}, with the form an editor placed on the page, if any. */
export default async function GeneralPage({ params }: Props) {
  const { slug } = await params
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
