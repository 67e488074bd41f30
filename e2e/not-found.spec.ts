import { expect, gotoHydrated, test } from './fixtures'

/**
 * The error page for paths and records that do not exist: status 404,
 * compressed, not indexed, and the whole page (language, heading, search,
 * links, header and footer), in the HTML the server sends: pages render it
 * themselves (components/NotFoundContent.tsx) rather than call notFound(),
 * which Next.js answers with an empty error shell.
 */

const missing = [
  '/no-such-page',
  '/not-found',
  '/no/such/page/here',
  '/news/no-such-story',
  '/events/no-such-event',
  '/people/no-such-person',
  '/protocol/no-such-protocol',
]

test.describe('the server-rendered 404 page', () => {
  for (const path of missing) {
    test(`${path}: 404, compressed, not indexed`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status()).toBe(404)
      // Compressed like every other page.
      expect(response.headers()['content-encoding']).toBe('gzip')
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>')
    })

    test(`${path}: the error page in the HTML the server sends`, async ({ request }) => {
      const response = await request.get(path)
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(/<html lang="en"/)
      expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/)
      expect(html).toMatch(/<title>[^<]*Page not found<\/title>/)
      expect(html).toMatch(/<form[^>]*action="\/search"/)
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/)
      expect(html).toContain('<header')
      expect(html).toContain('<footer')
    })
  }
})

test('with JavaScript: the 404 page has its heading, search, header and footer', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  const response = await gotoHydrated(page, '/news/no-such-story')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('search', { name: 'Search for the page' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the 404 page is complete: heading, search, links, header and footer', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^404 /)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const search = page.getByRole('search', { name: 'Search for the page' })
    await search.getByRole('searchbox').fill('malaria')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=malaria/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
  })

  test('a missing story gives the same page', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^404 /)
    const response = await page.goto('/news/no-such-story')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL('/')
  })
})
