import { Facts } from '@/components/Facts'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { RecordJsonLd } from '@/components/JsonLd'
import { RichText } from '@/components/RichText'
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

const findFieldSite = recordReader(async (slug) => (await upstream('fieldSite', { slug })).data)

export const generateMetadata = recordMetadata(findFieldSite, (site) =>
  pageMetadata({
    title: site.name,
    description: site.summary || `${site.name}, ${site.country}`,
    type: 'website',
    path: contentTypes.fieldSite.url(site),
  }),
)

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`

/** One field site: where it is, what happens there, and its people, studies, news and events. */
export default async function FieldSitePage({ params }: Props) {
  const { slug } = await params
  const site = await findFieldSite(slug)
  if (!site) return <MissingPage path={contentTypes.fieldSite.url({ slug })} />
  const sections = [{ name: researchRoute.title, path: researchRoute.pattern }]
  const record = { title: site.name, url: site.url }
  return (
    <>
      <Breadcrumbs trail={pageTrail(sections, record)} />
      <article className="article">
        <header>
          <p className="kicker">
            <a href={`${researchRoute.pattern}#field-sites`}>Field site</a>
          </p>
          <h1>{site.name}</h1>
          {site.summary ? <p className="lede">{site.summary}</p> : null}
        </header>
        <RecordJsonLd
          describe={(institute, absolute) => jsonLd.collectionPage({ ...site, title: site.name }, institute, absolute)}
          sections={sections}
          record={record}
        />
        <Facts
          facts={[
            ['Country', site.country],
            ['Location', `${degrees(site.latitude, 'N', 'S')}, ${degrees(site.longitude, 'E', 'W')}`],
          ]}
        />
        <RichText html={site.description} />
        <RelatedWork work={site.related} label={site.name} />
      </article>
    </>
  )
}
