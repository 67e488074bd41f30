import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'
import Link from 'next/link'

import { ArticleLayout } from '@/components/ArticleLayout'
import { formatDate } from '@/components/dates'
import { getProtocol } from '@/lib/pageData'
import { JsonLd } from '@/components/JsonLd'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'
import * as jsonLd from '@/lib/seo/jsonLd'
import { contentTypes } from '@/lib/content'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const protocol = await getProtocol((await params).slug)
  return pageMetadata({ title: protocol.title, description: protocol.summary })
}

export default async function ProtocolPage({ params }: Props) {
  const protocol = await getProtocol((await params).slug)
  const settings = await getSettings()
  return (
    <ArticleLayout
      id="protocol-body"
      kicker={<Link href="/research-protocols">Research protocol</Link>}
      title={protocol.title}
      lede={protocol.summary}
      body={protocol.body}
    >
      <JsonLd
        things={[
          jsonLd.scholarlyArticle(protocol, settings.productName, absoluteUrl),
          jsonLd.breadcrumbs(
            [
              { name: 'Home', path: '/' },
              { name: 'Research protocols', path: '/research-protocols' },
              { name: protocol.title, path: protocol.url },
            ],
            absoluteUrl,
          ),
        ]}
      />
      <dl className="facts">
        <dt>Protocol number</dt>
        <dd>{protocol.protocolNumber}</dd>
        <dt>Version</dt>
        <dd>{protocol.version}</dd>
        <dt>Status</dt>
        <dd>{protocol.studyStatus}</dd>
        <dt>Approved</dt>
        <dd>
          <time dateTime={protocol.approvedAt}>{formatDate(protocol.approvedAt)}</time>
        </dd>
        {protocol.principalInvestigator ? (
          <>
            <dt>Principal investigator</dt>
            <dd>
              <Link href={contentTypes.person.url(protocol.principalInvestigator)}>{protocol.principalInvestigator.name}</Link>
            </dd>
          </>
        ) : null}
        {protocol.division ? (
          <>
            <dt>Division</dt>
            <dd>{protocol.division.name}</dd>
          </>
        ) : null}
      </dl>
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
