import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo/metadata'

import { PublicationRow } from '@/components/cards'
import { CreditedImage } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { getPerson } from '@/lib/pageData'
import { Facts } from '@/components/Facts'
import { RecordJsonLd } from '@/components/JsonLd'
import * as jsonLd from '@/lib/seo/jsonLd'

type Props = { params: Promise<{ slug: string }> }

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
          {person.division ? <p className="meta">{person.division.name}</p> : null}
        </div>
      </header>
      <Facts
        facts={[
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
