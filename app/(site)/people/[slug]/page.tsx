import type { Metadata } from 'next'
import Link from 'next/link'

import { pageMetadata } from '@/lib/seo/metadata'

import { PublicationRow } from '@/components/cards'
import { CreditedImage } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { getPerson } from '@/lib/pageData'
import { Facts } from '@/components/Facts'
import { RecordJsonLd } from '@/components/JsonLd'
import * as jsonLd from '@/lib/seo/jsonLd'
import { contentTypes } from '@/lib/content'
import type { PageRef } from '@/lib/contract/records'

type Props = { params: Promise<{ slug: string }> }

/** Research themes or field sites as links to their pages, separated by commas; nothing when there are none. */
const pageLinks = (refs: PageRef[]) =>
  refs.length
    ? refs.map((ref, i) => [
        i ? ', ' : '',
        <Link key={ref.url} href={ref.url}>
          {ref.title}
        </Link>,
      ])
    : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const person = await getPerson((await params).slug)
  return pageMetadata({
    title: person.name,
    description: person.summary || person.position,
    image: person.photo,
    meta: person.meta,
    type: 'profile',
  })
}

export default async function PersonPage({ params }: Props) {
  const person = await getPerson((await params).slug)
  return (
    <article className="article">
      <RecordJsonLd
        describe={(institute, absolute) => jsonLd.person(person, institute, absolute)}
        section={{ name: 'Our researchers', path: '/our-researchers' }}
        record={{ title: person.name, url: person.url }}
      />
      <header className="profile-header">
        {person.photo ? (
          <CreditedImage image={person.photo} sizes="12rem" priority className="profile-photo" figureClassName="profile-figure" />
        ) : null}
        <div>
          <h1>{[person.honorific, person.name].filter(Boolean).join(' ')}</h1>
          <p className="lede">{person.position}</p>
          {person.division ? (
            <p className="meta">
              <Link href={contentTypes.division.url(person.division)}>{person.division.name}</Link>
            </p>
          ) : null}
        </div>
      </header>
      <Facts
        facts={[
          ['Research themes', pageLinks(person.themes)],
          ['Field sites', pageLinks(person.fieldSites)],
          ['Expertise', person.expertise.join(', ')],
          ['Email', person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null],
          ['ORCID', person.orcid ? <a href={`https://orcid.org/${person.orcid}`}>{person.orcid}</a> : null],
        ]}
      />
      <section aria-labelledby="biography">
        <h2 id="biography">Biography</h2>
        {person.biography ? <RichText html={person.biography} /> : <p>{person.summary}</p>}
      </section>
      {person.publications.length ? (
        <section aria-labelledby="publications">
          <h2 id="publications">Selected publications</h2>
          {person.publications.map((p) => (
            <PublicationRow key={p.id} item={p} />
          ))}
        </section>
      ) : null}
    </article>
  )
}
