import type { Metadata } from 'next'

import { contentTypes } from '@/content'
import { citationPaths, publicationTypes } from '@/content/publication'
import { ArticleLayout } from '@/components/ArticleLayout'
import { CitationDownloads } from '@/components/CitationDownloads'
import { CitePanel } from '@/components/CitePanel'
import { Facts } from '@/components/Facts'
import { MissingPage } from '@/components/NotFoundContent'
import { formattedReferences } from '@/lib/citations'
import { highwireAuthor, highwireDate, pageRange } from '@/lib/citations/csl'
import { citationAlternates } from '@/lib/citations/formats'
import type { PublicationDetail } from '@/lib/contract/records'
import { listingAt } from '@/lib/listings'
import { missingRecordMetadata, recordReader } from '@/lib/pageData'
import * as jsonLd from '@/lib/seo/jsonLd'
import { alternatesFor, pageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl } from '@/lib/siteUrl'
import { formatDay } from '@/lib/time'
import { upstream } from '@/lib/upstream'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findPublication = recordReader((slug) => upstream('publication', { slug }))

/** The Highwire Press tags Google Scholar reads (one `citation_author` per author, in order), as `<meta name="…">`. */
function highwireTags(p: PublicationDetail): Record<string, string | string[]> {
  const tags: Record<string, string | string[]> = {
    citation_title: p.title,
    citation_author: p.authors.map((a) => highwireAuthor(a.name)),
    citation_publication_date: highwireDate(p),
  }
  const { first, last } = pageRange(p.pages)
  const isJournal = p.type === 'journal-article' || p.type === 'preprint'
  if (isJournal) tags.citation_journal_title = p.journal
  else if (p.type === 'report' || p.type === 'policy-brief') tags.citation_technical_report_institution = p.journal
  else tags.citation_publisher = p.journal
  if (p.volume) tags.citation_volume = p.volume
  if (p.issue) tags.citation_issue = p.issue
  if (first) tags.citation_firstpage = first
  if (last) tags.citation_lastpage = last
  if (p.doi) tags.citation_doi = p.doi
  if (p.pmid) tags.citation_pmid = p.pmid
  if (p.pdfUrl) tags.citation_pdf_url = p.pdfUrl
  if (p.keywords.length) tags.citation_keywords = p.keywords.join('; ')
  tags.citation_abstract_html_url = absoluteUrl(p.url ?? '')
  return tags
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await findPublication((await params).slug)
  if (!p) return missingRecordMetadata
  const path = contentTypes.publication.url(p)
  const metadata = await pageMetadata({ title: p.title, description: p.abstract.slice(0, 300) || p.authorList, path })
  const alternates = alternatesFor(path)
  return {
    ...metadata,
    alternates: {
      ...alternates,
      types: { ...alternates.types, ...citationAlternates((ext) => citationPaths.publication(p.slug, ext), 'Citation') },
    },
    other: highwireTags(p),
  }
}

/** The byline: every author in order, those at the institute linked to their profiles; "et al." when the byline is longer. */
function Authors({ publication: p }: { publication: PublicationDetail }) {
  return (
    <ol className="publication-authors">
      {p.authors.map((a, i) => (
        <li key={`${i}-${a.name}`}>
          {a.person ? <a href={contentTypes.person.url(a.person)}>{a.name}</a> : a.name}
          {a.orcid ? (
            <>
              {' '}
              <a className="orcid" href={`https://orcid.org/${a.orcid}`} aria-label={`ORCID iD of ${a.name}`}>
                ORCID
              </a>
            </>
          ) : null}
        </li>
      ))}
      {p.moreAuthors ? <li>et al.</li> : null}
    </ol>
  )
}

export default async function PublicationPage({ params }: Props) {
  const { slug } = await params
  const p = await findPublication(slug)
  if (!p) return <MissingPage path={contentTypes.publication.url({ slug })} />
  const section = { name: listingAt('/publications').title, path: '/publications' }
  const url = contentTypes.publication.url(p)
  const venue = [p.journal, [p.volume, p.issue ? `(${p.issue})` : ''].join(''), p.pages].filter(Boolean).join(', ')
  const published = <time dateTime={p.publishedAt}>{p.datePrecision === 'day' ? formatDay(p.publishedAt) : String(p.year)}</time>
  return (
    <ArticleLayout
      id="publication-body"
      url={url}
      sections={[section]}
      describe={(institute, absolute) => jsonLd.publication(p, institute, absolute)}
      kicker={
        <>
          <a href={section.path}>{publicationTypes[p.type]}</a>
          {p.openAccess ? <span className="publication-badge">Open access</span> : null}
        </>
      }
      title={p.title}
      meta={
        <>
          {venue} · {published}
        </>
      }
      body=""
      factsLabel="About this publication"
      facts={
        <Facts
          facts={[
            ['Type', publicationTypes[p.type]],
            ['Published in', p.journal],
            ['Date', published],
            ['DOI', p.doi ? <a href={`https://doi.org/${p.doi}`}>{p.doi}</a> : null],
            ['PMID', p.pmid ? <a href={`https://pubmed.ncbi.nlm.nih.gov/${p.pmid}/`}>{p.pmid}</a> : null],
            ['PMCID', p.pmcid],
            ['Licence', p.licence],
            ['Division', p.division ? <a href={contentTypes.division.url(p.division)}>{p.division.name}</a> : null],
            [
              'Research themes',
              p.themes.length
                ? p.themes.map((t, i) => [
                    i ? ', ' : '',
                    <a key={t.url} href={t.url}>
                      {t.title}
                    </a>,
                  ])
                : null,
            ],
            ['Related study', p.relatedProtocol ? <a href={p.relatedProtocol.url}>{p.relatedProtocol.title}</a> : null],
          ]}
        />
      }
    >
      <section aria-labelledby="authors">
        <h2 id="authors">Authors</h2>
        <Authors publication={p} />
      </section>
      {p.abstract ? (
        <section aria-labelledby="abstract">
          <h2 id="abstract">Abstract</h2>
          {p.abstract.split(/\n{2,}/).map((para, i) => (
            <p key={i} data-listen>
              {para}
            </p>
          ))}
        </section>
      ) : null}
      {p.fullTextUrl || p.pdfUrl ? (
        <section aria-labelledby="full-text">
          <h2 id="full-text">Read it</h2>
          <ul className="publication-links">
            {p.fullTextUrl ? (
              <li>
                <a href={p.fullTextUrl}>Full text{p.openAccess ? ' (open access)' : ''}</a>
              </li>
            ) : null}
            {p.pdfUrl ? (
              <li>
                <a href={p.pdfUrl} type="application/pdf">
                  PDF
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {p.keywords.length ? (
        <p className="meta">
          <strong>Keywords:</strong> {p.keywords.join(', ')}
        </p>
      ) : null}
      <CitePanel references={formattedReferences(p, absoluteUrl)}>
        <CitationDownloads href={(ext) => citationPaths.publication(p.slug, ext)} label="Download the citation" />
      </CitePanel>
    </ArticleLayout>
  )
}
