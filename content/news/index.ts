import { z } from 'zod'

import { NoParams, NoQuery, get, list, paged } from '../../lib/schema/define'
import { KeyParams, PagedYearQuery, SlugParams } from '../../lib/schema/params'
import { newsTypes, sectionOfType } from '../../lib/schema/sections'
import { type ContentType, indexEntry } from '../define'
import { DivisionRef, Image, PersonRef, id, isoDate, meta } from '../records'

export const NewsSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  type: z.enum(newsTypes),
  /** The site section (first path segment) of the item's canonical address. */
  section: z.string(),
  url: z.string(),
  summary: z.string(),
  publishedAt: isoDate,
  year: z.number().int(),
  image: Image.nullable(),
  division: DivisionRef.nullable(),
  source: z.object({ outlet: z.string(), url: z.string() }).nullable(),
})
export type NewsSummary = z.infer<typeof NewsSummary>

export const NewsDetail = NewsSummary.extend({
  /** Rich body as HTML produced from the CMS's structured text. */
  body: z.string(),
  authors: z.array(PersonRef),
  updatedAt: isoDate,
  meta,
})
export type NewsDetail = z.infer<typeof NewsDetail>

const newsPage = paged(NewsSummary).extend({ year: z.number().int() })

/** A listing of stories at `path`: the news listing `slug` of the call `endpoint`. */
const storiesAt = <P extends string>(
  path: P,
  slug: string,
  title: string,
  intro: string,
  endpoint: 'newsEvents' | 'inTheNews' = 'newsEvents',
) =>
  ({
    path,
    title,
    intro,
    kind: 'news',
    source: { endpoint, params: { slug } },
    perPage: 9,
    searchLabel: 'Search stories',
    years: 'news',
    feed: 'news',
  }) as const

/** News, blogs, features, press releases and in-the-news items, each at /{section}/{slug}: its type's section. */
export const news = {
  collection: 'news',
  url: ({ type, slug }) => `/${sectionOfType[type]}/${slug}`,
  route: { pattern: '/:slug2/:slug', title: 'News' },
  sitemap: true,
  linkable: true,
  search: {
    label: 'News and stories',
    rowid: 1,
    entry: (d, text) => indexEntry(d.type, d.title, d.summary, d.publishedAt, [d.summary, text(d.body)]),
  },
  endpoints: {
    newsBySlug: get('/api/news_by_slug/:slug', NewsDetail, SlugParams, NoQuery),
    newsEvents: get('/api/news_events/:slug', newsPage, SlugParams, PagedYearQuery),
    inTheNews: get('/api/in_the_news/:slug', newsPage, SlugParams, PagedYearQuery),
    indexPressReleases: get('/api/index_press_releases', list(NewsSummary), NoParams, NoQuery),
    indexInTheNews: get('/api/index_in_the_news', list(NewsSummary), NoParams, NoQuery),
    indexNews: get('/api/index_news', list(NewsSummary), NoParams, NoQuery),
    // The years that have news in a news listing ({id}: its slug).
    mediaYear: get('/api/mediaYear/:id', list(z.number().int()), KeyParams, NoQuery),
  },
  listings: [
    storiesAt('/news-blogs', 'news-blogs', 'News and blogs', 'Stories from our research teams, and the blogs our researchers write.'),
    {
      ...storiesAt('/news-and-events', 'all', 'News and events', 'Everything we publish, and what is coming up.'),
      searchLabel: 'Search news and events',
      upcomingEvents: true,
    },
    storiesAt('/news', 'news', 'News', 'What is new at the institute.'),
    storiesAt('/features', 'features', 'Features', 'Longer reads about our research and the people behind it.'),
    storiesAt('/press-releases', 'press-releases', 'Press releases', 'Announcements for the media.'),
    storiesAt('/in-the-news', 'in-the-news', 'In the news', 'Our work as reported by others.', 'inTheNews'),
    storiesAt('/blog', 'blog', 'Blog', 'Our researchers write about their work.', 'inTheNews'),
  ],
} as const satisfies ContentType<'news', 'type' | 'slug'>
