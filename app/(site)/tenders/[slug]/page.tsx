import { ArticleLayout } from '@/components/ArticleLayout'
import { Facts } from '@/components/Facts'
import { StatusBadge } from '@/components/StatusBadge'
import { contentTypes } from '@/content'
import { listingAt } from '@/lib/listings'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { pageMetadata } from '@/lib/seo/metadata'
import { upstream } from '@/lib/upstream'
import { deadline, formatDay, tenderStatusAt, tenderStatusLine } from '@/lib/time'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findTender = recordReader((slug) => upstream('tenderBySlug', { slug }))

export const generateMetadata = recordMetadata(findTender, (tender) =>
  pageMetadata({ title: tender.title, description: tender.summary, path: contentTypes.tender.url(tender) }),
)

/** One call for tenders: its reference, status and deadline first, then the scope, how to bid and the documents. */
export default async function TenderPage({ params }: Props) {
  const { slug } = await params
  const tender = await findTender(slug)
  if (!tender) return <MissingPage path={contentTypes.tender.url({ slug })} />
  const section = { name: listingAt('/tenders').title, path: '/tenders' }
  const url = contentTypes.tender.url(tender)
  const open = tender.status === 'open'
  const published = <time dateTime={tender.publishedAt}>{formatDay(tender.publishedAt)}</time>
  const closes = <time dateTime={tender.closesAt}>{formatDay(tender.closesAt)}</time>
  return (
    <ArticleLayout
      id="tender-body"
      url={url}
      sections={[section]}
      kicker={<a href={section.path}>Tender</a>}
      title={tender.title}
      meta={tenderStatusLine(tender)}
      lede={tender.summary}
      body={tender.body}
      factsLabel="Tender details"
      facts={
        <Facts
          facts={[
            ['Reference', tender.reference],
            ['Status', <StatusBadge key="status" status={tenderStatusAt(tender)} named={false} />],
            [
              'Deadline',
              open ? (
                <>
                  {deadline(tender.closesAt)} ({closes})
                </>
              ) : (
                tenderStatusLine(tender)
              ),
            ],
            ['Published', published],
            ['Documents', tender.documents.length ? <a href="#documents">{`${tender.documents.length} attached, below`}</a> : 'None'],
          ]}
        />
      }
    >
      <section aria-labelledby="documents">
        <h2 id="documents">Tender documents</h2>
        {tender.documents.length ? (
          <ul>
            {tender.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url}>{d.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No documents are attached to this tender.</p>
        )}
      </section>
    </ArticleLayout>
  )
}
