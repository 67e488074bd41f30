import type { Metadata } from 'next'

import { ArticleLayout } from '@/components/ArticleLayout'
import { SubmitForm } from '@/components/SubmitForm'
import { contactTopics } from '@/lib/forms/schemas'
import { routeMetadata } from '@/lib/routes'
import { getSettings } from '@/lib/site'
import { upstream, UpstreamNotFound } from '@/lib/upstream'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSettings()
  return {
    ...routeMetadata('/contact-us'),
    description: `Write to ${productName}: general enquiries, research collaboration, media and studies.`,
  }
}

/** The contact page: the editors' "contact-us" page when there is one, then the contact form. */
export default async function ContactPage() {
  const article = await upstream('article', { slug: 'contact-us' }).then(
    (r) => r.article,
    (error) => {
      if (error instanceof UpstreamNotFound) return null
      throw error
    },
  )
  const form = (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a message</h2>
      <SubmitForm
        form="contact"
        submitLabel="Send message"
        fields={[
          { name: 'name', label: 'Your name', required: true, autoComplete: 'name', maxLength: 200 },
          {
            name: 'email',
            label: 'Your email address',
            type: 'email',
            required: true,
            autoComplete: 'email',
            maxLength: 254,
            hint: 'We reply to this address.',
          },
          { name: 'topic', label: 'Topic', type: 'select', required: true, options: contactTopics },
          { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
        ]}
      />
    </section>
  )
  if (!article)
    return (
      <>
        <h1>Contact us</h1>
        {form}
      </>
    )
  return (
    <ArticleLayout id="page-body" title={article.title} lede={article.summary} body={article.body}>
      {form}
    </ArticleLayout>
  )
}
