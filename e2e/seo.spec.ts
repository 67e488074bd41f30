import type { Page } from '@playwright/test'

import { expect, firstSlug, productName, test } from './fixtures'
import { pageTypes } from './pageTypes'

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

test('each page of a listing is its own page: its title, its canonical address, and past the last page a 404', async ({
  page,
  expectedErrors,
}) => {
  // /news shows 9 a page (content/news): there is a page 2, and no page 999.
  const { total } = await (await page.request.get('/api/news_events/news?perPage=9')).json()
  expect(total).toBeGreaterThan(9)
  expect(total).toBeLessThan(9 * 998)
  await page.goto('/news?page=2')
  await expect(page).toHaveTitle(`${productName} | News, page 2`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/news?page=2`)
  await page.goto('/news')
  await expect(page).toHaveTitle(`${productName} | News`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/news`)
  // A search and a filter say so in the title; the canonical address keeps them, in one order.
  await page.goto('/news?search=malaria&page=1')
  await expect(page).toHaveTitle(`${productName} | News, matching “malaria”`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/news?search=malaria`)
  await page.goto('/events?when=past')
  await expect(page).toHaveTitle(`${productName} | Events, past`)
  await page.goto('/search?q=malaria')
  await expect(page).toHaveTitle(`${productName} | Search: “malaria”`)
  // Past the end: the 404 page, with the 404 status, cached or not.
  for (const path of ['/news?page=999', '/news?page=999&search=malaria', '/news?page=2&search=no-such-word-anywhere']) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text()).toContain('Page not found')
  }
  expectedErrors.push(/^404 .*\/news\?page=999$/)
  await page.goto('/news?page=999')
  await expect(page).toHaveTitle(`${productName} | Page not found`)
})

test('every page type’s link preview names the site, and every preview image has its alt text', async ({ page, browser }) => {
  // One page of each of some forty types, each rendered for the first time: more than the default minute.
  test.setTimeout(240_000)
  // Each page's HTML as the server sends it, read in a page without scripts or styles (only the head matters).
  const reader = await browser.newContext({ javaScriptEnabled: false })
  const head = await reader.newPage()
  for (const type of pageTypes) {
    const path = await type.path(page.request)
    const response = await page.request.get(path)
    expect(response.status(), type.name).toBe(type.status ?? 200)
    await head.setContent(await response.text(), { waitUntil: 'domcontentloaded' })
    expect(await head.locator('meta[property="og:site_name"]').getAttribute('content'), type.name).toBe(productName)
    const images = await head.locator('meta[property="og:image"]').count()
    expect(images, type.name).toBeGreaterThan(0)
    expect(await head.locator('meta[property="og:image:alt"]').count(), type.name).toBe(images)
    const alts = await head
      .locator('meta[property="og:image:alt"], meta[name="twitter:image:alt"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))
    expect(alts.length, type.name).toBeGreaterThan(images)
    for (const alt of alts) expect(alt, type.name).toBeTruthy()
  }
  await reader.close()
})

test('the organisation’s logo in its JSON-LD is square', async ({ page }) => {
  await page.goto('/')
  const organization = (await jsonLd(page)).find((t) => t['@type'] === 'ResearchOrganization') as {
    logo: { url: string; width: number; height: number }
  }
  expect(organization.logo.width).toBe(organization.logo.height)
  const response = await page.request.get(organization.logo.url)
  expect(response.headers()['content-type']).toBe('image/png')
  // The PNG header's width and height (bytes 16 to 24) are the ones declared.
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([organization.logo.width, organization.logo.height])
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
