import { expect, gotoHydrated, test } from './fixtures'

/** Paging, the year filter and list search: in the browser through /api, with the state in the URL. */

const cardTitles = (page: import('@playwright/test').Page) => page.locator('main article h3').allTextContents()

test('paging by click fetches /api in the browser and keeps the page in the URL', async ({ page }) => {
  await gotoHydrated(page, '/news-blogs')
  const first = await cardTitles(page)
  expect(first.length).toBe(9)
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/news_events/news-blogs') && r.url().includes('page=2'))
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  const request = await apiCall
  expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest')
  await expect(page).toHaveURL(/\/news-blogs\?page=2$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => cardTitles(page)).not.toEqual(first)
  const second = await cardTitles(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/news-blogs$/)
  await expect.poll(() => cardTitles(page)).toEqual(first)
  // The same state by URL, rendered on the server:
  await page.goto('/news-blogs?page=2')
  expect(await cardTitles(page)).toEqual(second)
})

test('a listing loads the framework only once the visitor points at or focuses the list', async ({ page }) => {
  const frameworkScripts: string[] = []
  page.on('request', (r) => r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js') && frameworkScripts.push(r.url()))
  const enhanced = page.waitForRequest((r) => r.url().endsWith('/api/receive-routes'))
  await page.goto('/news')
  await enhanced
  await page.waitForLoadState('networkidle')
  // Read, painted and its script run: the list's links and form work as plain page loads, and no framework is fetched.
  expect(frameworkScripts).toEqual([])
  const list = page.locator('[data-hydrate="when-used"]')
  const hydrated = () => list.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  expect(await hydrated()).toBe(false)
  // Reading: scrolling and pointing at a story fetch nothing.
  await page.mouse.wheel(0, 800)
  await page.locator('main article h3 a').first().hover()
  await page.waitForLoadState('networkidle')
  expect(frameworkScripts).toEqual([])
  // Tabbing into the list's search field starts it; paging then runs in the browser.
  await page.getByLabel('Search stories').focus()
  await expect.poll(hydrated).toBe(true)
  expect(frameworkScripts.length).toBeGreaterThan(0)
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/news_events/news?') && r.url().includes('page=2'))
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await apiCall
  await expect(page).toHaveURL(/\/news\?page=2$/)
})

test('plain links work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/news-blogs')
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  expect((await cardTitles(page)).length).toBe(9)
  await page.getByLabel('Search stories').fill('malaria')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/search=malaria/)
  for (const title of await page.locator('main article').allTextContents()) expect(title.toLowerCase()).toContain('malaria')
  await context.close()
})

test('the year filter and list search update the list and the URL', async ({ page }) => {
  await gotoHydrated(page, '/news-and-events')
  await page.getByLabel('Year').selectOption('2025')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/year=2025/)
  const results = page.getByRole('region', { name: 'Results' })
  await expect
    .poll(async () => {
      const dates = await results.locator('article time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))
      return dates.length > 0 && dates.every((d) => d.startsWith('2025'))
    })
    .toBe(true)
  await page.getByLabel('Search news').fill('vaccine')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/search=vaccine/)
  await expect(page.getByRole('status').first()).toContainText('result')
})

test('a list search with no match shows an empty state', async ({ page }) => {
  await page.goto('/publications?search=zzqxnotaword')
  await expect(page.getByText('Nothing matches “zzqxnotaword”')).toBeVisible()
})

test('a failed list fetch is logged and shows an empty state, not a crash', async ({ page, expectedErrors }) => {
  expectedErrors.push(/\[list\]/, /^500 /)
  await gotoHydrated(page, '/events')
  await page.route('**/api/events?**', (route) =>
    route.fulfill({ status: 500, body: '{"error":{"code":"x","message":"down"}}', contentType: 'application/json' }),
  )
  await page.getByRole('link', { name: 'Page 2' }).click()
  await expect(page.getByText('This list could not be loaded just now')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
})

test('a bad page number in the address shows a message and the first page', async ({ page }) => {
  const response = await page.goto('/news?page=0')
  expect(response?.status()).toBe(200)
  await expect(page.getByText(/page starts at 1/)).toBeVisible()
  expect((await cardTitles(page)).length).toBeGreaterThan(0)
})
