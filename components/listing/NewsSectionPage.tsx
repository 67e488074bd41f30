import { ListingPage, newsYears, type SearchParams } from './ListingPage'

const sections = {
  'news-blogs': { title: 'News and blogs', intro: 'Stories from our research teams, and the blogs our researchers write.' },
  news: { title: 'News', intro: 'What is new at the institute.' },
  features: { title: 'Features', intro: 'Longer reads about our research and the people behind it.' },
  'press-releases': { title: 'Press releases', intro: 'Announcements for the media.' },
} as const

export type NewsSection = keyof typeof sections
export const newsSectionTitle = (section: NewsSection) => sections[section].title

/** /news-blogs, /news, /features and /press-releases: one listing page, the type chosen by the path. */
export async function NewsSectionPage({ section, searchParams }: { section: NewsSection; searchParams: SearchParams }) {
  return (
    <ListingPage
      title={sections[section].title}
      intro={
        <>
          <p>{sections[section].intro}</p>
          <p>
            <a href="/feed.xml">News feed (RSS)</a> · <a href="/feed.atom">Atom</a>
          </p>
        </>
      }
      kind="news"
      endpoint="newsEvents"
      params={{ slug: section }}
      apiPath={`/api/news_events/${section}`}
      perPage={9}
      years={await newsYears(section)}
      searchLabel="Search stories"
      searchParams={searchParams}
    />
  )
}

const inTheNews = {
  'in-the-news': { title: 'In the news', intro: 'Our work as reported by others.' },
  blog: { title: 'Blog', intro: 'Our researchers write about their work.' },
} as const

/** /in-the-news and /blog: the same in-the-news listing. */
export async function InTheNewsPage({ listing, searchParams }: { listing: keyof typeof inTheNews; searchParams: SearchParams }) {
  return (
    <ListingPage
      title={inTheNews[listing].title}
      intro={inTheNews[listing].intro}
      kind="news"
      endpoint="inTheNews"
      params={{ slug: listing }}
      apiPath={`/api/in_the_news/${listing}`}
      perPage={9}
      years={await newsYears(listing)}
      searchLabel="Search"
      searchParams={searchParams}
    />
  )
}
