import 'server-only'

import { Feed } from 'feed'
import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'

import type { records } from '../contract'
import { cacheControl } from '../cacheControl'
import { getSettings } from '../site'
import { absoluteUrl, siteUrl } from '../siteUrl'
import { defaultTimeZone, zoneOrDefault } from '../time'
import { upstream } from '../upstream'

/** The news feed: news and press releases, newest first (RSS 2.0 and Atom from the same items). */
export async function newsFeed(): Promise<Feed> {
  const [settings, news, press] = await Promise.all([
    getSettings(),
    upstream('newsEvents', { slug: 'news' }, { perPage: 30 }),
    upstream('newsEvents', { slug: 'press-releases' }, { perPage: 30 }),
  ])
  const items = [...news.data, ...press.data].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 40)
  const feed = new Feed({
    id: absoluteUrl('/news'),
    title: `${settings.productName}: news and press releases`,
    description: settings.description ?? undefined,
    link: absoluteUrl('/news'),
    language: 'en',
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    copyright: `© ${settings.productName}`,
    generator: siteUrl(),
    feedLinks: { rss: absoluteUrl('/feed.xml'), atom: absoluteUrl('/feed.atom') },
  })
  for (const item of items)
    feed.addItem({
      id: absoluteUrl(item.url),
      link: absoluteUrl(item.url),
      title: item.title,
      description: item.summary,
      date: new Date(item.publishedAt),
      category: [{ name: item.type === 'press-release' ? 'Press release' : 'News' }],
      ...(item.image ? { image: absoluteUrl(item.image.url) } : {}),
    })
  return feed
}

/** An iCalendar file of some events; each event's address is its UID, so calendars update rather than duplicate it. */
export async function eventsCalendar(events: records.EventSummary[], name: string): Promise<string> {
  const settings = await getSettings()
  const calendar = ical({ name, prodId: { company: settings.productName, product: 'website', language: 'EN' } })
  // Each zone an event uses is defined in the file (VTIMEZONE), as RFC 5545 asks, so any calendar reads its times right.
  calendar.timezone({ name: defaultTimeZone, generator: getVtimezoneComponent })
  for (const event of events) {
    // Times in the event's own zone (DTSTART;TZID=…), so calendars show the venue's clock as well as the reader's.
    const zone = zoneOrDefault(event.timeZone)
    const start = new TZDate(event.startsAt, zone)
    calendar.createEvent({
      id: absoluteUrl(event.url),
      timezone: zone,
      start,
      end: event.endsAt ? new TZDate(event.endsAt, zone) : new TZDate(start.getTime() + 60 * 60 * 1000, zone),
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
