/**
 * The site's feeds, by name, each as RSS 2.0 and Atom (lib/seo/feeds.ts
 * writes them, app/…/feed.xml and feed.atom serve them). A listing names its
 * feed in its registry entry (`feed`); its page links it.
 */
export const feedPaths = {
  news: { rss: '/feed.xml', atom: '/feed.atom', title: 'News' },
  newsletter: { rss: '/newsletters/feed.xml', atom: '/newsletters/feed.atom', title: 'Newsletter' },
} as const
export type FeedName = keyof typeof feedPaths
