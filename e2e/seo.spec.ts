import type { Page } from '@playwright/test'

import { expect, firstSlug, test } from './fixtures'

/** What search engines and link previews read from each page, and that no page calls another host. */

const jsonLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : [parsed]
  }) as Record<string, unknown>[]
}
const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')
const origin = (page: Page) => new URL(page.url()).origin

test('the home page: organisation, website search, canonical URL and a preview card', async ({ page }) => {
  await page.goto('/')
  const things = await jsonLd(page)
  expect(things.map((t) => t['@type'])).toEqual(expect.arrayContaining(['ResearchOrganization', 'WebSite']))
  const site = things.find((t) => t['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } }
  expect(site.potentialAction.target.urlTemplate).toBe(`${origin(page)}/search?q={search_term_string}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${origin(page)}/?$`))
  expect(await meta(page, 'description')).toBeTruthy()
  expect(await meta(page, 'og:image')).toMatch(/^http.*\/og-image\.png$/)
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed\.xml$/)
})

test('a news story: NewsArticle, breadcrumbs, its own canonical URL and image', async ({ page }) => {
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  await page.goto(`/news/${slug}`)
  const things = await jsonLd(page)
  const article = things.find((t) => t['@type'] === 'NewsArticle') as Record<string, unknown>
  expect(article.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(article.datePublished).toBeTruthy()
  const crumbs = things.find((t) => t['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${origin(page)}/news/${slug}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/news/${slug}`)
  expect(await meta(page, 'og:type')).toBe('article')
  expect(await meta(page, 'og:title')).toBe(article.headline)
})

test('an event, a person and a protocol describe themselves', async ({ page }) => {
  const event = await firstSlug(page, '/api/events?perPage=1')
  await page.goto(`/events/${event}`)
  expect((await jsonLd(page)).map((t) => t['@type'])).toEqual(expect.arrayContaining(['Event', 'BreadcrumbList']))
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/events/${event}/calendar.ics`)

  const person = await firstSlug(page, '/api/peoples?perPage=1')
  await page.goto(`/people/${person}`)
  expect((await jsonLd(page)).map((t) => t['@type'])).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']))

  const protocol = await firstSlug(page, '/api/protocols?perPage=1')
  await page.goto(`/protocol/${protocol}`)
  expect((await jsonLd(page)).map((t) => t['@type'])).toEqual(expect.arrayContaining(['ScholarlyArticle', 'BreadcrumbList']))
})

test('listings link their feed and calendar', async ({ page }) => {
  await page.goto('/news')
  await expect(page.getByRole('link', { name: 'News feed (RSS)' })).toHaveAttribute('href', '/feed.xml')
  await page.goto('/events')
  await expect(page.getByRole('link', { name: 'Subscribe to our events calendar' })).toHaveAttribute('href', '/events/calendar.ics')
})

test('no page asks any other host for anything', async ({ page, baseURL }) => {
  const site = new URL(baseURL as string).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== site) elsewhere.push(request.url())
  })
  const story = await firstSlug(page, '/api/news_events/news?perPage=1')
  for (const path of ['/', '/news', `/news/${story}`, '/events', '/our-researchers', '/contact-us', '/captcha-form?employeeId=NVH-01001']) {
    await page.goto(path, { waitUntil: 'load' })
    await page.waitForTimeout(300)
  }
  expect(elsewhere).toEqual([])
})
