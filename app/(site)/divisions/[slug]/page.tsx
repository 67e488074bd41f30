import { Breadcrumbs } from '@/components/Breadcrumbs'
import { RecordJsonLd } from '@/components/JsonLd'
import { RelatedWork } from '@/components/research/RelatedWork'
import { contentTypes } from '@/content'
import { researchRoute } from '@/content'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import * as jsonLd from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageTrail } from '@/lib/breadcrumbs'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findDivision = recordReader(async (slug) => (await upstream('division', { slug })).data)

export const generateMetadata = recordMetadata(findDivision, (division) =>
  pageMetadata({ title: division.name, description: division.summary, type: 'website', path: contentTypes.division.url(division) }),
)

/** One research division: what it does, its people and its work. */
export default async function DivisionPage({ params }: Props) {
  const { slug } = await params
  const division = await findDivision(slug)
  if (!division) return <MissingPage path={contentTypes.division.url({ slug })} />
  const sections = [{ name: researchRoute.title, path: researchRoute.pattern }]
  const record = { title: division.name, url: division.url }
  return (
    <>
      <Breadcrumbs trail={pageTrail(sections, record)} />
      <article className="article">
        <header>
          <p className="kicker">
            <a href={`${researchRoute.pattern}#divisions`}>Division</a>
          </p>
          <h1>{division.name}</h1>
          {division.summary ? <p className="lede">{division.summary}</p> : null}
        </header>
        <RecordJsonLd
          describe={(institute, absolute) => jsonLd.collectionPage({ ...division, title: division.name }, institute, absolute)}
          sections={sections}
          record={record}
        />
        <RelatedWork work={division.related} label={division.name} peopleHref={`/our-researchers?division=${division.slug}`} />
      </article>
    </>
  )
}
