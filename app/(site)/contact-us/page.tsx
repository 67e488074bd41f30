import type { Metadata } from 'next'

import { ArticleLayout } from '@/components/ArticleLayout'
import { PlacedForm } from '@/components/EditorForm'
import { routeMetadata } from '@/lib/seo/metadata'
import { getSettings } from '@/lib/site'
import { upstream, UpstreamNotFound } from '@/lib/upstream'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSettings()
  return {
    ...routeMetadata('/contact-us'),
    description: `Write to ${productName}: general enquiries, research collaboration, media and studies.`,
  }
}

/** Returns null for a 404, so that a missing page or form leaves the rest of the page standing. */
const orNull = (error: unknown) => {
  if (error instanceof UpstreamNotFound) return null
  throw error
}

/**
 * The contact page: the editors' "contact-us" page when there is one, then the
 * contact form, an editor-built form (slug `contact`, Content → Forms) rendered
 * from its definition.
 */
export default async function ContactPage() {
  const [article, contactForm] = await Promise.all([
    upstream('article', { slug: 'contact-us' }).then((r) => r.article, orNull),
    upstream('form', { slug: 'contact' }).then((r) => r.data, orNull),
  ])
  // The page may carry the contact form itself (Pages → Form); it is shown once.
  const placed = article?.form ?? contactForm
  const form = placed ? <PlacedForm form={placed} heading="Send us a message" /> : null
  if (!article)
    return (
      <>
        <h1>Contact us</h1>
        {form}
      </>
    )
  return (
    <ArticleLayout id="page-body" url="/contact-us" share={false} title={article.title} lede={article.summary} body={article.body}>
      {form}
    </ArticleLayout>
  )
}
