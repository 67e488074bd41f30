import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import robotsParser from 'robots-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDrafts } from '@/cms/seed'

import { lacks } from '../support/requirements.mjs'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * /sitemap.xml, /robots.txt, the news feeds and the event calendars, fetched
 * from the production build and checked against their formats: the sitemap
 * against the sitemaps.org schema (xmllint), robots.txt read by robots-parser,
 * RSS and Atom read by a feed parser (@rowanmanning/feed-parser) and checked
 * for what RSS 2.0 and RFC 4287 require, the calendars parsed by ical.js and
 * node-ical; and each answers conditional requests (ETag, Last-Modified, 304).
 */

const siteUrl = 'https://www.northvale.example'
let server: RunningServer
beforeAll(async () => {
  server = await startProductionServer({ ...(process.env as Record<string, string>), SITE_URL: siteUrl })
})
afterAll(async () => {
  await server?.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

function xmllint(xml: string, schema?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'xml-'))
  const file = path.join(dir, 'doc.xml')
  writeFileSync(file, xml)
  const args = ['--noout', ...(schema ? ['--schema', schema] : []), file]
  return execFileSync('xmllint', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

describe('/sitemap.xml', () => {
  const sitemapUrls = async (text?: string): Promise<{ loc: string; lastmod?: string }[]> =>
    asArray(parser.parse(text ?? (await get('/sitemap.xml')).text).urlset.url)

  it.skipIf(lacks('xmllint'))('is a valid sitemaps.org urlset of absolute URLs with W3C dates', async () => {
    const { status, type, text } = await get('/sitemap.xml')
    expect(status).toBe(200)
    expect(type).toContain('application/xml')
    xmllint(text, path.join(import.meta.dirname, '../support/sitemap.xsd'))
    const urls = await sitemapUrls(text)
    expect(urls.length).toBeGreaterThan(150)
    for (const u of urls) {
      expect(u.loc.startsWith(`${siteUrl}/`)).toBe(true)
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    }
  })

  it.skipIf(lacks('xmllint'))('gives the lead image of a page that has one, by the image extension, and each image answers', async () => {
    const { text } = await get('/sitemap.xml')
    expect(text).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')
    const withImages = asArray<{ loc: string; 'image:image'?: unknown }>(parser.parse(text).urlset.url).flatMap((u) =>
      asArray(u['image:image'] as { 'image:loc': string } | { 'image:loc': string }[] | undefined).map((image) => ({
        page: u.loc.slice(siteUrl.length),
        image: image['image:loc'],
      })),
    )
    const { data } = await (await fetch(`${server.url}/api/news_events/news?perPage=20`)).json()
    const story: { url: string; image: { url: string } | null } = data.find((n: { image: unknown }) => n.image)
    expect(withImages).toContainEqual({ page: story.url, image: `${siteUrl}${story.image?.url}` })
    expect(withImages.some((e) => e.page.startsWith('/people/'))).toBe(true)
    for (const { image } of withImages.slice(0, 5)) {
      expect(image.startsWith(`${siteUrl}/cms/api/media/file/`)).toBe(true)
      expect((await fetch(`${server.url}${image.slice(siteUrl.length)}`, { method: 'HEAD' })).status).toBe(200)
    }
    // Pages without a picture carry no image entry.
    expect(withImages.some((e) => e.page === '/')).toBe(false)
  })

  it('lists every kind of public page and nothing private or unpublished', async () => {
    const locs = (await sitemapUrls()).map((u) => u.loc.slice(siteUrl.length))
    for (const expected of ['/', '/news', '/events', '/our-researchers', '/research-protocols', '/about-us', '/contact-us'])
      expect(locs).toContain(expected)
    for (const prefix of ['/news/', '/events/', '/people/', '/protocol/', '/press-releases/'])
      expect(locs.some((l) => l.startsWith(prefix))).toBe(true)
    for (const hidden of ['/captcha-form', '/search', '/not-found', '/subscribe/confirm']) expect(locs).not.toContain(hidden)
    for (const slug of Object.values(seedDrafts)) expect(locs.some((l) => l.endsWith(`/${slug}`))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })
})

describe('/robots.txt', () => {
  const robots = async () => robotsParser(`${siteUrl}/robots.txt`, (await get('/robots.txt')).text)
  const agents = ['Googlebot', 'Twitterbot', 'facebookexternalhit', 'Bingbot']

  it('allows the site and its public images, keeps crawlers out of the CMS, the contract and private pages', async () => {
    const { status, type } = await get('/robots.txt')
    expect(status).toBe(200)
    expect(type).toContain('text/plain')
    const rules = await robots()
    expect(rules.getSitemaps()).toEqual([`${siteUrl}/sitemap.xml`])
    const { data } = await (await fetch(`${server.url}/api/news_events/news?perPage=20`)).json()
    const images: string[] = data.flatMap((n: { image: { url: string } | null }) => (n.image ? [n.image.url] : []))
    expect(images.length).toBeGreaterThan(0)
    for (const agent of agents) {
      for (const path of ['/', '/news', `/news/${data[0].slug}`, '/feed.xml', ...images])
        expect(rules.isAllowed(`${siteUrl}${path}`, agent), `${agent} ${path}`).toBe(true)
      for (const path of [
        '/admin',
        '/cms/api/users',
        '/cms/api/staff-portraits/file/a.jpg',
        '/api/peoples',
        '/captcha-form',
        '/verify-staff/NVH-01001',
      ])
        expect(rules.isDisallowed(`${siteUrl}${path}`, agent), `${agent} ${path}`).toBe(true)
    }
  })
})

describe('news feeds', () => {
  it.skipIf(lacks('xmllint'))('RSS 2.0: a channel with news and press releases, each item complete', async () => {
    const { status, type, text } = await get('/feed.xml')
    expect(status).toBe(200)
    expect(type).toContain('application/rss+xml')
    expect(XMLValidator.validate(text)).toBe(true)
    xmllint(text)
    const { rss } = parser.parse(text)
    expect(rss['@version']).toBe('2.0')
    expect(rss.channel.title).toContain('Northvale Institute')
    expect(rss.channel.link).toBe(`${siteUrl}/news`)
    expect(rss.channel.description).toBeTruthy()
    const items = asArray(rss.channel.item) as Record<string, unknown>[]
    expect(items.length).toBeGreaterThan(10)
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(String(item.link)).toMatch(new RegExp(`^${siteUrl}/(news|press-releases)/`))
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false)
      expect(item.guid).toBeTruthy()
    }
    const categories = new Set(items.map((i) => String(i.category)))
    expect(categories).toEqual(new Set(['News', 'Press release']))
    const dates = items.map((i) => Date.parse(String(i.pubDate)))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  /** The stories of the feed as the contract gives them, by address. */
  const stories = async () => {
    const lists = await Promise.all(
      ['news', 'press-releases'].map(async (slug) => (await (await fetch(`${server.url}/api/news_events/${slug}?perPage=30`)).json()).data),
    )
    return new Map<string, { title: string; summary: string; image: { url: string } | null }>(
      lists.flat().map((n: { url: string; title: string; summary: string; image: { url: string } | null }) => [`${siteUrl}${n.url}`, n]),
    )
  }

  /** A lead image's real type and length, fetched from the site. */
  const file = async (url: string) => {
    const response = await fetch(`${server.url}${new URL(url).pathname}`)
    expect(response.status).toBe(200)
    return { type: response.headers.get('content-type'), length: (await response.arrayBuffer()).byteLength }
  }

  it.skipIf(lacks('xmllint'))('Atom by RFC 4287: author, ids, text titles, categories with a term, enclosures as they are', async () => {
    const { status, type, text } = await get('/feed.atom')
    expect(status).toBe(200)
    expect(type).toContain('application/atom+xml')
    xmllint(text)
    const { feed: raw } = parser.parse(text)
    expect(raw['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    // Titles and summaries are text, declared as such (no type, or type="text").
    for (const entry of asArray(raw.entry) as Record<string, { '@type'?: string } | string>[])
      for (const part of ['title', 'summary']) expect([undefined, 'text']).toContain((entry[part] as { '@type'?: string })['@type'])

    const feed = parseFeed(text)
    expect(feed.meta.type).toBe('atom')
    expect(feed.title).toBe('Northvale Institute: news and press releases')
    expect(feed.self).toBe(`${siteUrl}/feed.atom`)
    expect(feed.updated).toBeInstanceOf(Date)
    // RFC 4287 §4.1.1: an author for the feed, or for every entry.
    expect(feed.authors.map((a) => a.name)).toEqual(['Northvale Institute'])
    const byUrl = await stories()
    expect(feed.items.length).toBeGreaterThan(10)
    let enclosures = 0
    for (const item of feed.items) {
      const story = byUrl.get(item.url ?? '')
      expect(story, String(item.url)).toBeDefined()
      expect(item.id).toBe(item.url)
      expect(item.title).toBe(story?.title)
      expect(item.description).toBe(story?.summary)
      expect(item.updated).toBeInstanceOf(Date)
      expect(item.categories.map((c) => c.term)).toEqual([expect.stringMatching(/^(News|Press release)$/)])
      const media = item.media.filter((m) => m.type === 'image')
      expect(media.length).toBe(story?.image ? 1 : 0)
      for (const m of media) {
        expect({ type: m.mimeType, length: m.length }).toEqual(await file(m.url))
        enclosures++
      }
    }
    expect(enclosures).toBeGreaterThan(0)
  })

  it('RSS 2.0 read by a feed parser: the same stories, enclosures with their real type and length', async () => {
    const feed = parseFeed((await get('/feed.xml')).text)
    expect(feed.meta).toMatchObject({ type: 'rss', version: '2.0' })
    expect(feed.url).toBe(`${siteUrl}/news`)
    const byUrl = await stories()
    let enclosures = 0
    for (const item of feed.items) {
      const story = byUrl.get(item.url ?? '')
      expect(item.title).toBe(story?.title)
      expect(item.description).toBe(story?.summary)
      for (const m of item.media) {
        expect({ type: m.mimeType, length: m.length }).toEqual(await file(m.url))
        enclosures++
      }
    }
    expect(enclosures).toBeGreaterThan(0)
  })
})

describe('event calendars', () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
    const events = calendar.getAllSubcomponents('vevent')
    for (const vevent of events)
      for (const prop of ['uid', 'dtstamp', 'dtstart', 'summary', 'url']) expect(vevent.hasProperty(prop), prop).toBe(true)
    // Every zone an event's times name is defined in the file (RFC 5545): a calendar reads the times through it.
    const zones = calendar.getAllSubcomponents('vtimezone').map((vtimezone) => new ICAL.Timezone(vtimezone))
    for (const zone of zones) ICAL.TimezoneService.register(zone)
    for (const vevent of events) {
      const zone = vevent.getFirstProperty('dtstart')?.getParameter('tzid')
      if (zone)
        expect(
          zones.map((z) => z.tzid),
          String(zone),
        ).toContain(zone)
    }
    // RFC 5545 §3.8.7.2: DTSTAMP in UTC.
    for (const vevent of events) expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/)
    // Only properties RFC 5545 (and RFC 7986's NAME) define, or experimental ones (X-…): no TIMEZONE-ID.
    const standard = new Set(['version', 'prodid', 'calscale', 'method', 'name'])
    for (const property of calendar.getAllProperties())
      expect(standard.has(property.name) || property.name.startsWith('x-'), property.name).toBe(true)
    return events.map((e) => new ICAL.Event(e))
  }

  it('all upcoming events, soonest first', async () => {
    const { status, type, text } = await get('/events/calendar.ics')
    expect(status).toBe(200)
    expect(type).toContain('text/calendar')
    const events = parse(text)
    expect(events.length).toBeGreaterThan(3)
    const starts = events.map((e) => e.startDate.toJSDate().getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(starts.every((t) => t > Date.now() - 24 * 60 * 60 * 1000)).toBe(true)
  })

  it('one event, with its own address as UID; unknown or malformed slugs are 404', async () => {
    const { data } = await (await fetch(`${server.url}/api/events?perPage=1`)).json()
    const { status, text } = await get(`/events/${data[0].slug}/calendar.ics`)
    expect(status).toBe(200)
    const [event] = parse(text)
    expect(event.summary).toBe(data[0].title)
    expect(event.uid).toBe(`${siteUrl}/events/${data[0].slug}`)
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(data[0].startsAt).toISOString())
    // Another library reads the same times: the start, and DTSTAMP as the event's last change.
    const detail = await (await fetch(`${server.url}/api/event_by_slug/${data[0].slug}`)).json()
    const parsed = Object.values(nodeIcal.sync.parseICS(text)).flatMap((c) => (c?.type === 'VEVENT' ? [c] : []))
    expect(parsed).toHaveLength(1)
    expect(parsed[0].start.toISOString()).toBe(new Date(data[0].startsAt).toISOString())
    const wholeSeconds = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString()
    expect(parsed[0].dtstamp.toISOString()).toBe(wholeSeconds(detail.updatedAt))
    expect((await get('/events/no-such-event/calendar.ics')).status).toBe(404)
    expect((await get('/events/Not%20A%20Slug/calendar.ics')).status).toBe(404)
  })
})

describe('conditional requests (RFC 9110)', () => {
  const request = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

  it.each([
    ['/feed.xml', true],
    ['/feed.atom', true],
    ['/sitemap.xml', true],
    ['/events/calendar.ics', false],
    ['/robots.txt', false],
    ['/api/news_events/news?perPage=5', false],
  ])('%s: an ETag, Last-Modified where the content dates itself, 304 to a caller that has it', async (path, dated) => {
    const first = await request(path)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    // The same content, the same tag.
    expect((await request(path)).headers.get('etag')).toBe(etag)
    const lastModified = first.headers.get('last-modified')
    expect(lastModified !== null).toBe(dated)
    // If-None-Match: the tag itself, weakened (as a compressing proxy does), in a list, or `*`.
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await request(path, { 'If-None-Match': ifNoneMatch })
      expect(again.status, ifNoneMatch).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    }
    expect((await request(path, { 'If-None-Match': '"other"' })).status).toBe(200)
    if (lastModified) {
      expect((await request(path, { 'If-Modified-Since': lastModified })).status).toBe(304)
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
      expect((await request(path, { 'If-Modified-Since': earlier })).status).toBe(200)
      // If-None-Match wins over If-Modified-Since.
      expect((await request(path, { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified })).status).toBe(200)
    }
  })

  it('one event’s calendar: Last-Modified is the event’s last change', async () => {
    const { data } = await (await request('/api/events?perPage=1')).json()
    const detail = await (await request(`/api/event_by_slug/${data[0].slug}`)).json()
    const response = await request(`/events/${data[0].slug}/calendar.ics`)
    expect(response.headers.get('last-modified')).toBe(new Date(detail.updatedAt).toUTCString())
    expect((await request(`/events/${data[0].slug}/calendar.ics`, { 'If-None-Match': response.headers.get('etag') ?? '' })).status).toBe(
      304,
    )
  })
})
