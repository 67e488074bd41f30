import { alternatesFor, pageMetadata } from '@/lib/seo/metadata'
import { CitationDownloads } from '@/components/CitationDownloads'
import { citationPaths } from '@/content/publication'
import { citationAlternates } from '@/lib/citations/formats'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { PublicationRow } from '@/components/cards'
import { CreditedImage } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { ShareLinks } from '@/components/ShareLinks'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import { Facts } from '@/components/Facts'
import { RecordJsonLd } from '@/components/JsonLd'
import { pageTrail } from '@/lib/breadcrumbs'
import { listingAt } from '@/lib/listings'
import * as jsonLd from '@/lib/seo/jsonLd'
import { contentTypes } from '@/content'
import type { PageRef } from '@/lib/contract/records'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findPerson = recordReader(async (slug) => (await upstream('people', { slug })).people)

/** Research themes or field sites as links to their pages, separated by commas; nothing when there are none. */
const pageLinks = (refs: PageRef[]) =>
  refs.length
    ? refs.map((ref, i) => [
        i ? ', ' : '',
        <a key={ref.url} href={ref.url}>
          {ref.title}
        </a>,
      ])
    : null

export const generateMetadata = recordMetadata(findPerson, async (person) => {
  const metadata = await pageMetadata({
    title: person.name,
    description: person.summary || person.position,
    image: person.photo,
    meta: person.meta,
    type: 'profile',
    path: contentTypes.person.url(person),
  })
  if (!person.publications.length) return metadata
  const alternates = alternatesFor(contentTypes.person.url(person))
  const citations = citationAlternates((ext) => citationPaths.person(person.slug, ext), `Publications of ${person.name}`)
  return { ...metadata, alternates: { ...alternates, types: { ...alternates.types, ...citations } } }
})

export default async function PersonPage({ params }: Props) {
  const { slug } = await params
  const person = await findPerson(slug)
  if (!person) return <MissingPage path={contentTypes.person.url({ slug })} />
  const sections = [{ name: listingAt('/our-researchers').title, path: '/our-researchers' }]
  const record = { title: person.name, url: person.url }
  return (
    <>
      <Breadcrumbs trail={pageTrail(sections, record)} />
      <RecordJsonLd describe={(institute, absolute) => jsonLd.person(person, institute, absolute)} sections={sections} record={record} />
      <article className="article detail detail-with-panel">
        <header className="profile-header detail-head">
          {person.photo ? (
            <CreditedImage image={person.photo} sizes="12rem" priority className="profile-photo" figureClassName="profile-figure" />
          ) : null}
          <div>
            <h1>{[person.honorific, person.name].filter(Boolean).join(' ')}</h1>
            <p className="lede">{person.position}</p>
          </div>
        </header>
        <section className="detail-panel" aria-labelledby="profile-facts">
          <h2 id="profile-facts">Profile details</h2>
          <Facts
            facts={[
              ['Division', person.division ? <a href={contentTypes.division.url(person.division)}>{person.division.name}</a> : null],
              ['Research themes', pageLinks(person.themes)],
              ['Field sites', pageLinks(person.fieldSites)],
              ['Expertise', person.expertise.join(', ')],
              ['ORCID', person.orcid ? <a href={`https://orcid.org/${person.orcid}`}>{person.orcid}</a> : null],
              ['Email', person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null],
            ]}
          />
          <ShareLinks title={person.name} path={person.url} />
        </section>
        <div className="detail-main">
          <section aria-labelledby="biography">
            <h2 id="biography">Biography</h2>
            {person.biography ? <RichText html={person.biography} /> : <p>{person.summary}</p>}
          </section>
          {person.publications.length ? (
            <section aria-labelledby="publications">
              <h2 id="publications">Publications</h2>
              <CitationDownloads
                href={(ext) => citationPaths.person(person.slug, ext)}
                label={`Download the citations of ${person.name}'s publications`}
              />
              {person.publications.map((p) => (
                <PublicationRow key={p.id} item={p} />
              ))}
            </section>
          ) : null}
        </div>
      </article>
    </>
  )
}
