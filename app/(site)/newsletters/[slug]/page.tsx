import { ArticleLayout } from '@/components/ArticleLayout'
import { NewsletterSections } from '@/components/NewsletterSections'
import { MissingPage } from '@/components/NotFoundContent'
import { contentTypes } from '@/content'
import { listingAt } from '@/lib/listings'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { pageMetadata } from '@/lib/seo/metadata'
import { formatDay } from '@/lib/time'
import { upstream } from '@/lib/upstream'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findIssue = recordReader((slug) => upstream('newsletterIssueBySlug', { slug }))

export const generateMetadata = recordMetadata(findIssue, (issue) =>
  pageMetadata({ title: issue.subject, description: issue.intro, path: contentTypes.newsletter.url(issue) }),
)

/** One sent newsletter issue as every subscriber received it: the date it went out, the intro, then its sections. */
export default async function NewsletterIssuePage({ params }: Props) {
  const { slug } = await params
  const issue = await findIssue(slug)
  if (!issue) return <MissingPage path={contentTypes.newsletter.url({ slug })} />
  const section = { name: listingAt('/newsletters').title, path: '/newsletters' }
  return (
    <ArticleLayout
      id="newsletter-issue"
      url={issue.url}
      sections={[section]}
      kicker={<a href={section.path}>Newsletter</a>}
      title={issue.subject}
      meta={
        <>
          Sent <time dateTime={issue.sentAt}>{formatDay(issue.sentAt)}</time>
        </>
      }
      lede={issue.intro || undefined}
      body=""
      share={false}
      after={
        <p>
          <a href="/subscribe">Subscribe to the newsletter</a> to receive the next issue.
        </p>
      }
    >
      <NewsletterSections sections={issue.sections} />
    </ArticleLayout>
  )
}
