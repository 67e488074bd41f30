import { expect, gotoHydrated, test } from './fixtures'

/** Site search in the browser: the query, highlighted terms, the type filter and paging. */

test('a search from the header lists ranked results with the matched words highlighted', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('searchbox', { name: 'Search the site' }).first().fill('vaccine')
  await page.getByRole('searchbox', { name: 'Search the site' }).first().press('Enter')
  await expect(page).toHaveURL(/\/search\?q=vaccine/)
  await expect(page.getByRole('heading', { level: 2, name: /\d+ results for “vaccine”/ })).toBeVisible()
  const results = page.locator('.search-results > li')
  await expect(results).toHaveCount(10)
  const marks = page.locator('.search-results mark')
  expect(await marks.count()).toBeGreaterThan(3)
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^vaccin/)
})

test('the type filter narrows the results and keeps the query', async ({ page }) => {
  await page.goto('/search?q=malaria')
  const filter = page.getByRole('navigation', { name: 'Filter by type' })
  await expect(filter.getByRole('link', { name: /^Everything \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
  const people = filter.getByRole('link', { name: /^People \((\d+)\)$/ })
  const count = Number((await people.textContent())?.match(/\((\d+)\)/)?.[1])
  await people.click()
  await expect(page).toHaveURL(/\/search\?q=malaria&type=person/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    `${count} ${count === 1 ? 'result' : 'results'} for “malaria” in people`,
  )
  await expect(page.locator('.search-results .kicker')).toHaveText(Array(Math.min(count, 10)).fill('person'))
  await expect(filter.getByRole('link', { name: /^People/ })).toHaveAttribute('aria-current', 'page')
})

test('paging moves through the results', async ({ page }) => {
  await page.goto('/search?q=health')
  const firstPage = await page.locator('.search-results h3').allTextContents()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/search\?q=health&page=2/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  const secondPage = await page.locator('.search-results h3').allTextContents()
  expect(secondPage.length).toBeGreaterThan(0)
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([])
})

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/search?q=zzqxnothing')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('0 results for “zzqxnothing”')
  await expect(page.getByText('Nothing matched.')).toBeVisible()
})

test('a misspelt search shows what the closest words find, and offers them as a link', async ({ page }) => {
  await page.goto('/search?q=malria')
  await expect(page).toHaveTitle('Northvale Institute | Search: “malria”')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(/^\d+ results for “malaria”$/)
  await expect(page.getByText('Nothing matched “malria”, so these are the results for the closest words.')).toBeVisible()
  const suggestion = page.getByRole('link', { name: 'malaria', exact: true })
  await expect(suggestion).toHaveAttribute('href', '/search?q=malaria')
  expect(await page.locator('.search-results > li').count()).toBeGreaterThan(0)
  await suggestion.click()
  await expect(page).toHaveURL(/\/search\?q=malaria$/)
  await expect(page.getByText(/Did you mean/)).toHaveCount(0)
})

test('a page past the last page of results is the 404 page', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  const response = await page.goto('/search?q=malaria&page=999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect((await page.goto('/search?q=malaria&page=2'))?.status()).toBe(200)
})

test('scripts get the same search as JSON', async ({ page }) => {
  const response = await page.request.get('/search?query=vaccine&type=news&perPage=3', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  expect(response.headers()['content-type']).toContain('application/json')
  const body = await response.json()
  expect(body.data).toHaveLength(3)
  expect(body.data.every((r: { kind: string }) => r.kind === 'news')).toBe(true)
  expect(body.data[0].snippet.some((s: { match: boolean }) => s.match)).toBe(true)
  expect(body.suggestion).toBeNull()
  const misspelt = await (await page.request.get('/search?query=vacine', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()
  expect(misspelt).toMatchObject({ query: 'vacine', suggestion: 'vaccine', corrected: true })
  expect(misspelt.total).toBeGreaterThan(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the search form, the filter and paging still work', async ({ page }) => {
    await page.goto('/search')
    await page.getByLabel('Search the site').last().fill('tuberculosis')
    await page.getByRole('button', { name: 'Search' }).last().click()
    await expect(page.getByRole('heading', { level: 2, name: /results for “tuberculosis”/ })).toBeVisible()
    await expect(page.locator('.search-results mark').first()).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Filter by type' })
      .getByRole('link', { name: /^News and stories/ })
      .click()
    await expect(page).toHaveURL(/type=news/)
  })

  test('the suggestion for a misspelt search is a link in the page the server sends', async ({ page }) => {
    await page.goto('/search?q=vacine')
    await expect(page.getByRole('link', { name: 'vaccine', exact: true })).toHaveAttribute('href', '/search?q=vaccine')
  })
})
