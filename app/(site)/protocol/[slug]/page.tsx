import { contentTypes } from '@/content'
import { pageMetadata } from '@/lib/seo/metadata'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDay } from '@/lib/time'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import { Facts, PeopleLinks } from '@/components/Facts'
import { StatusBadge } from '@/components/StatusBadge'
import { listingAt } from '@/lib/listings'
import * as jsonLd from '@/lib/seo/jsonLd'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findProtocol = recordReader((slug) => upstream('protocol', { slug }))

export const generateMetadata = recordMetadata(findProtocol, (protocol) =>
  pageMetadata({
    title: protocol.title,
    description: protocol.summary,
    meta: protocol.meta,
    path: contentTypes.protocol.url(protocol),
  }),
)

export default async function ProtocolPage({ params }: Props) {
  const { slug } = await params
  const protocol = await findProtocol(slug)
  if (!protocol) return <MissingPage path={contentTypes.protocol.url({ slug })} />
  const { principalInvestigator: pi } = protocol
  const approved = <time dateTime={protocol.approvedAt}>{formatDay(protocol.approvedAt)}</time>
  const section = { name: listingAt('/research-protocols').title, path: '/research-protocols' }
  return (
    <ArticleLayout
      id="protocol-body"
      url={protocol.url}
      sections={[section]}
      describe={(institute, absolute) => jsonLd.scholarlyArticle(protocol, institute, absolute)}
      kicker={<a href={section.path}>Research protocol</a>}
      title={protocol.title}
      lede={protocol.summary}
      body={protocol.body}
      factsLabel="Protocol details"
      facts={
        <Facts
          facts={[
            ['Protocol number', protocol.protocolNumber],
            ['Status', <StatusBadge key="status" status={protocol.studyStatus} named={false} />],
            ['Principal investigator', pi ? <PeopleLinks people={[pi]} /> : null],
            ['Version', protocol.version],
            ['Approved', approved],
            ['Division', protocol.division?.name],
          ]}
        />
      }
    >
      {protocol.documents.length ? (
        <section aria-labelledby="documents">
          <h2 id="documents">Documents</h2>
          <ul>
            {protocol.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url}>{d.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ArticleLayout>
  )
}
