import { ArticleLayout } from '@/components/ArticleLayout'
import { RelatedWork } from '@/components/research/RelatedWork'
import { contentTypes } from '@/content'
import { researchRoute } from '@/content'
import { MissingPage } from '@/components/NotFoundContent'
import { recordMetadata, recordReader } from '@/lib/pageData'
import { upstream } from '@/lib/upstream'
import * as jsonLd from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'

export { onFirstRequest as generateStaticParams } from '@/lib/pageData'

type Props = { params: Promise<{ slug: string }> }

const findTheme = recordReader(async (slug) => (await upstream('researchTheme', { slug })).data)

export const generateMetadata = recordMetadata(findTheme, (theme) =>
  pageMetadata({
    title: theme.title,
    description: theme.summary,
    image: theme.image,
    meta: theme.meta,
    type: 'website',
    path: contentTypes.theme.url(theme),
  }),
)

/** One research theme: its text, then the people and work tagged with it. */
export default async function ThemePage({ params }: Props) {
  const { slug } = await params
  const theme = await findTheme(slug)
  if (!theme) return <MissingPage path={contentTypes.theme.url({ slug })} />
  return (
    <ArticleLayout
      id="theme-body"
      url={theme.url}
      sections={[{ name: researchRoute.title, path: researchRoute.pattern }]}
      describe={(institute, absolute) => jsonLd.collectionPage(theme, institute, absolute)}
      kicker={<a href={researchRoute.pattern}>Research theme</a>}
      title={theme.title}
      lede={theme.summary}
      image={theme.image}
      body={theme.body}
    >
      <RelatedWork work={theme.related} label={theme.title} peopleHref={`/our-researchers?expertise=${theme.slug}`} />
    </ArticleLayout>
  )
}
