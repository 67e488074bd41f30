import { draftEvent, events, type EventSeed } from './data/events'
import { draftNews, news, type NewsSeed } from './data/news'
import type { Seeder } from './helpers'
import type { DemoMedia } from './media'
import type { Filing, Lookup } from './research'

/** The news, blog posts, features and press releases (and one draft). */
export async function seedNews(s: Seeder, media: DemoMedia, filing: Filing, person: Lookup): Promise<void> {
  const { division, themesOf, fieldSitesOf } = filing
  const newsData = (n: NewsSeed, i = 0) => ({
    title: n.title,
    slug: n.slug,
    type: n.type,
    publishedAt: n.publishedAt,
    summary: n.summary,
    ...(n.image ? { image: media.banner(n.image) } : {}),
    body: n.body,
    division: division(n.division),
    themes: themesOf(n.division, i),
    fieldSites: fieldSitesOf(n.division, i),
    authors: n.authors.map(person),
    ...(n.source ? { source: n.source } : {}),
  })
  for (const [i, n] of news.entries()) await s.ensure('news', 'slug', n.slug, s.published(newsData(n, i)))
  await s.ensure('news', 'slug', draftNews.slug, newsData(draftNews), { draft: true })
  s.log(`${news.length} news items`)
}

/** The events (and one draft). */
export async function seedEvents(s: Seeder, media: DemoMedia, filing: Filing, person: Lookup): Promise<void> {
  const { division, themesOf, fieldSitesOf } = filing
  const eventData = (e: EventSeed, i = 0) => ({
    title: e.title,
    slug: e.slug,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
    venue: e.venue,
    ...(e.address ? { address: e.address } : {}),
    online: e.online,
    ...(e.registrationUrl ? { registrationUrl: e.registrationUrl } : {}),
    summary: e.summary,
    ...(e.image ? { image: media.banner(e.image) } : {}),
    body: e.body,
    division: division(e.division),
    themes: themesOf(e.division, i),
    fieldSites: fieldSitesOf(e.division, i),
    speakers: e.speakers.map(person),
  })
  for (const [i, e] of events.entries()) await s.ensure('events', 'slug', e.slug, s.published(eventData(e, i)))
  await s.ensure('events', 'slug', draftEvent.slug, eventData(draftEvent), { draft: true })
  s.log(`${events.length} events`)
}
