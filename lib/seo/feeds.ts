import 'server-only'

import { Feed } from 'feed'
import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'

import type { records } from '../contract'
import { cacheControl } from '../cacheControl'
import { type FeedName, feedPaths } from '../../content/feeds'
import { getSettings } from '../site'
import { absoluteUrl, siteUrl } from '../siteUrl'
import { zoneOrDefault } from '../time'
import { upstream } from '../upstream'

/** Text as XML character data (and attribute values): the same text, read back by any XML parser. */
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** A feed's entry, in whichever format. */
type FeedItem = {
  link: string
  title: string
  summary: string
  date: string
  category: string
  enclosure: { url: string; length: number; type: string } | null
}

/** What a feed says of itself and its items, newest first: the same for RSS and Atom. */
type FeedSource = {
  settings: Awaited<ReturnType<typeof getSettings>>
  title: string
  /** The page the feed follows (its listing). */
  page: string
  /** The feed's own addresses, by format. */
  self: { rss: string; atom: string }
  updated: Date
  items: FeedItem[]
}

/** The news feed's items: news and press releases, newest first. */
async function newsFeed(): Promise<FeedSource> {
  const [settings, news, press] = await Promise.all([
    getSettings(),
    upstream('newsEvents', { slug: 'news' }, { perPage: 30 }),
    upstream('newsEvents', { slug: 'press-releases' }, { perPage: 30 }),
  ])
  const items = [...news.data, ...press.data].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 40)
  return {
    settings,
    title: `${settings.productName}: news and press releases`,
    page: '/news',
    self: feedPaths.news,
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    items: items.map((item) => ({
      link: absoluteUrl(item.url),
      title: item.title,
      summary: item.summary,
      date: item.publishedAt,
      category: item.type === 'press-release' ? 'Press release' : 'News',
      // A lead image as an enclosure when its type and length are known (RSS requires both).
      enclosure:
        item.image?.bytes && item.image.mimeType
          ? { url: absoluteUrl(item.image.url), length: item.image.bytes, type: item.image.mimeType }
          : null,
    })),
  }
}

/** The newsletter's feed: the latest sent issues, newest first. */
async function newsletterFeed(): Promise<FeedSource> {
  const [settings, issues] = await Promise.all([getSettings(), upstream('newsletterIssues', {}, { perPage: 30 })])
  return {
    settings,
    title: `${settings.productName}: newsletter`,
    page: '/newsletters',
    self: feedPaths.newsletter,
    updated: issues.data[0] ? new Date(issues.data[0].sentAt) : new Date(0),
    items: issues.data.map((issue) => ({
      link: absoluteUrl(issue.url),
      title: issue.subject,
      summary: issue.intro,
      date: issue.sentAt,
      category: 'Newsletter',
      enclosure: null,
    })),
  }
}

const feedSources: Record<FeedName, () => Promise<FeedSource>> = { news: newsFeed, newsletter: newsletterFeed }

/** A feed's text and the time of its newest item (its Last-Modified). */
export type FeedDocument = { body: string; updated: Date }

/**
 * A feed as RSS 2.0. Titles are text; descriptions are HTML by RSS's
 * own rule, so a summary (plain text) is written as HTML of the same text.
 */
export async function feedRss(name: FeedName): Promise<FeedDocument> {
  const { settings, title, page, self, updated, items } = await feedSources[name]()
  const feed = new Feed({
    id: absoluteUrl(page),
    title,
    description: settings.description ?? undefined,
    link: absoluteUrl(page),
    language: 'en',
    updated,
    copyright: `© ${settings.productName}`,
    generator: siteUrl(),
    feedLinks: { rss: absoluteUrl(self.rss) },
  })
  for (const item of items)
    feed.addItem({
      id: item.link,
      link: item.link,
      title: item.title,
      description: xml(item.summary),
      date: new Date(item.date),
      category: [{ name: item.category }],
      ...(item.enclosure ? { enclosure: item.enclosure } : {}),
    })
  return { body: feed.rss2(), updated }
}

/**
 * A feed as Atom (RFC 4287), written here: the feed library declares
 * every title as HTML and guesses an enclosure's type from its file name.
 * Titles and summaries are text (`type="text"`, the default), the institute
 * is the feed's author, each category has its `term`, and a lead image is a
 * `rel="enclosure"` link with its real type and length.
 */
export async function feedAtom(name: FeedName): Promise<FeedDocument> {
  const { settings, title, page, self, updated, items } = await feedSources[name]()
  const entries = items.map((item) =>
    [
      '  <entry>',
      `    <id>${xml(item.link)}</id>`,
      `    <title>${xml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(item.link)}"/>`,
      item.enclosure
        ? `    <link rel="enclosure" type="${xml(item.enclosure.type)}" length="${item.enclosure.length}" href="${xml(item.enclosure.url)}"/>`
        : null,
      `    <published>${new Date(item.date).toISOString()}</published>`,
      `    <updated>${new Date(item.date).toISOString()}</updated>`,
      `    <summary>${xml(item.summary)}</summary>`,
      `    <category term="${xml(item.category)}" label="${xml(item.category)}"/>`,
      '  </entry>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  )
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xml(absoluteUrl(page))}</id>`,
    `  <title>${xml(title)}</title>`,
    settings.description ? `  <subtitle>${xml(settings.description)}</subtitle>` : null,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${xml(settings.productName)}</name><uri>${xml(siteUrl())}</uri></author>`,
    `  <link rel="alternate" type="text/html" href="${xml(absoluteUrl(page))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(absoluteUrl(self.atom))}"/>`,
    `  <rights>${xml(`© ${settings.productName}`)}</rights>`,
    `  <generator uri="${xml(siteUrl())}">${xml(settings.productName)}</generator>`,
    ...entries,
    '</feed>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n')
  return { body, updated }
}

/** An iCalendar file of some events; each event's address is its UID, so calendars update rather than duplicate it. */
export async function eventsCalendar(events: records.EventSummary[], name: string): Promise<string> {
  const settings = await getSettings()
  const calendar = ical({ name, prodId: { company: settings.productName, product: 'website', language: 'EN' } })
  // Each zone an event uses is defined in the file (VTIMEZONE), as RFC 5545 asks, so any calendar reads its times right.
  // The calendar itself names no zone: with one, the library writes DTSTAMP in it (RFC 5545 wants UTC) and
  // adds non-standard TIMEZONE-ID and X-WR-TIMEZONE lines.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  for (const event of events) {
    // Times in the event's own zone (DTSTART;TZID=…), so calendars show the venue's clock as well as the reader's.
    const zone = zoneOrDefault(event.timeZone)
    const start = new TZDate(event.startsAt, zone)
    calendar.createEvent({
      id: absoluteUrl(event.url),
      timezone: zone,
      start,
      end: event.endsAt ? new TZDate(event.endsAt, zone) : new TZDate(start.getTime() + 60 * 60 * 1000, zone),
      // When the event last changed (RFC 5545: in UTC), not when the file was made: the same event, the same file.
      stamp: new Date(event.updatedAt ?? event.startsAt),
      summary: event.title,
      description: `${event.summary}\n\n${absoluteUrl(event.url)}`,
      location: event.online ? 'Online' : [event.venue, event.address].filter(Boolean).join(', ') || null,
      url: absoluteUrl(event.url),
    })
  }
  return calendar.toString()
}

/** Upcoming events, soonest first (at most 100). */
export async function upcomingEvents(): Promise<records.EventSummary[]> {
  const { data } = await upstream('events', {}, { perPage: 100 })
  const now = new Date().toISOString()
  return data.filter((e) => (e.endsAt ?? e.startsAt) >= now).sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}

export const calendarHeaders = (filename: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': cacheControl.feed,
})
export const feedHeaders = (type: string) => ({
  'Content-Type': `${type}; charset=utf-8`,
  'Cache-Control': cacheControl.feed,
})
