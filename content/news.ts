import { type ContentType, indexEntry } from './define'
import { sectionOfType } from '../lib/contract/sections'

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
    links: ['feed'],
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
