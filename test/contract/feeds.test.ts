import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDrafts } from '@/cms/seed'

import { lacks } from '../support/requirements.mjs'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * /sitemap.xml, /robots.txt, the news feeds and the event calendars, fetched
 * from the production build and checked against their formats: the sitemap
 * against the sitemaps.org schema (xmllint), RSS and Atom for their required
 * elements, the calendars parsed by ical.js.
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

it('/robots.txt allows the site, keeps crawlers out of the CMS and points to the sitemap', async () => {
  const { status, text } = await get('/robots.txt')
  expect(status).toBe(200)
  expect(text).toMatch(/User-Agent: \*/i)
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/api\//)
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
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

  it.skipIf(lacks('xmllint'))('Atom: a feed with id, title, updated and entries', async () => {
    const { status, type, text } = await get('/feed.atom')
    expect(status).toBe(200)
    expect(type).toContain('application/atom+xml')
    xmllint(text)
    const { feed } = parser.parse(text)
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id && feed.title && feed.updated).toBeTruthy()
    for (const entry of asArray(feed.entry) as Record<string, unknown>[]) expect(entry.id && entry.title && entry.updated).toBeTruthy()
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
    expect((await get('/events/no-such-event/calendar.ics')).status).toBe(404)
    expect((await get('/events/Not%20A%20Slug/calendar.ics')).status).toBe(404)
  })
})
