import { cmsAsEditor, expect, firstSlug, test } from './fixtures'

/** The editors' SEO fields reach the page's head; renamed and redirected addresses answer 308. */

const description = (page: import('@playwright/test').Page) => page.locator('meta[name="description"]').getAttribute('content')

test('an edited meta description is the page’s <meta name="description">, and the summary again once cleared', async ({ page }) => {
  const cms = await cmsAsEditor(page)
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  const [story] = await cms.find<{ id: number; summary: string }>('news', 'slug', slug)

  await page.goto(`/news/${slug}`)
  expect(await description(page)).toBe(story.summary)

  const written = `Written for search engines ${Date.now() % 100_000}: what the study found, in one sentence.`
  await cms.update('news', story.id, { meta: { title: 'A title for search results', description: written } })
  await page.goto(`/news/${slug}`)
  expect(await description(page)).toBe(written)
  expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(written)
  await expect(page).toHaveTitle(/A title for search results/)

  await cms.update('news', story.id, { meta: { title: null, description: null } })
  await page.goto(`/news/${slug}`)
  expect(await description(page)).toBe(story.summary)
})

test('a renamed story’s old address answers 308 to the new one; a redirect editors add answers 308 too', async ({ page }) => {
  const cms = await cmsAsEditor(page)
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  const [story] = await cms.find<{ id: number }>('news', 'slug', slug)

  await cms.update('news', story.id, { slug: `${slug}-renamed`, _status: 'published' })
  const old = await page.request.get(`/news/${slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(new URL(old.headers().location, 'http://x').pathname).toBe(`/news/${slug}-renamed`)
  await page.goto(`/news/${slug}`)
  expect(new URL(page.url()).pathname).toBe(`/news/${slug}-renamed`)

  await cms.update('news', story.id, { slug, _status: 'published' })
  expect((await page.request.get(`/news/${slug}`, { maxRedirects: 0 })).status()).toBe(200)

  // The seeded redirect: /about → About us, a document.
  const about = await page.request.get('/about', { maxRedirects: 0 })
  expect(about.status()).toBe(308)
  expect(new URL(about.headers().location, 'http://x').pathname).toBe('/about-us')
  // Unknown addresses stay 404.
  expect((await page.request.get('/no-such-page-here', { maxRedirects: 0 })).status()).toBe(404)
})

test('the news edit view has an SEO tab with the search preview, and /admin lists the redirects', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 1000 })
  const cms = await cmsAsEditor(page)
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  const [story] = await cms.find<{ id: number }>('news', 'slug', slug)
  const otherHosts: string[] = []
  const ownHost = new URL(baseURL as string).host
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).host !== ownHost) otherHosts.push(r.url())
  })

  await page.goto(`/admin/collections/news/${story.id}`)
  await page.getByRole('button', { name: 'SEO', exact: true }).click()
  await expect(page.getByText('Meta title', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/preview/i).first()).toBeVisible()
  // The preview shows the story's public address (generateURL, from the content registry).
  await expect(page.getByText(new RegExp(`/news/${slug}$`))).toBeVisible()
  await page.screenshot({
    path: process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/admin-news-seo-tab.png` : 'test-results/admin-news-seo-tab.png',
    fullPage: false,
  })

  await page.goto('/admin/collections/redirects')
  await expect(page.getByRole('link', { name: '/about' }).first()).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await page.screenshot({
    path: process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/admin-redirects-list.png` : 'test-results/admin-redirects-list.png',
    fullPage: false,
  })
  expect(otherHosts).toEqual([])
})
