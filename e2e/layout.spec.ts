import type { Page } from '@playwright/test'

import { expect, firstSlug, gotoHydrated, test } from './fixtures'

/**
 * Layout that depends on the space a part has rather than on the screen: card
 * grids inside a page's main column, figures against the text, the order of a
 * story's parts on a phone, and where focus goes after paging in place.
 */

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

/** Elements whose text is wider than their box (clipped or spilling over). */
const overflowing = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent))

for (const viewport of [desktop, phone])
  test(`a research theme’s people cards show whole names and titles at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/research/beating-infectious-diseases')
    const names = page.locator('.card-person .card-title')
    expect(await names.count()).toBeGreaterThan(3)
    expect(await overflowing(page, '.card-person .card-body, .card-person .card-body > *, .card-person .card-title a')).toEqual([])
    // No card narrower than 16rem, unless it takes the whole row.
    const grid = await page.locator('.card-grid:has(.card-person)').first().boundingBox()
    for (const card of await page.locator('.card-grid:has(.card-person) > li').all()) {
      const box = await card.boundingBox()
      expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(Math.min(16 * 16, Math.floor(grid?.width ?? 0)))
    }
  })

test('a story’s lead figure lines up with its text', async ({ page }) => {
  await page.setViewportSize(desktop)
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  await page.goto(`/news/${slug}`)
  const figure = await page.locator('.detail-main figure').first().boundingBox()
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  expect(figure).not.toBeNull()
  expect(Math.round(figure?.x ?? 0)).toBe(Math.round(heading?.x ?? -1))
})

test('on a phone a story’s lede comes before its key facts', async ({ page }) => {
  await page.setViewportSize(phone)
  const slug = await firstSlug(page, '/api/news_events/news?perPage=1')
  await page.goto(`/news/${slug}`)
  const lede = await page.locator('.detail .lede').boundingBox()
  const facts = await page.locator('.detail-panel').first().boundingBox()
  expect(lede).not.toBeNull()
  expect(facts).not.toBeNull()
  expect((lede?.y ?? 0) + (lede?.height ?? 0)).toBeLessThanOrEqual(facts?.y ?? 0)
})

test('paging and searching in place give the tab the title a page load of the address has', async ({ page }) => {
  await gotoHydrated(page, '/news')
  await expect(page).toHaveTitle('Northvale Institute | News')
  const results = page.getByRole('region', { name: 'Results' })
  await results.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page).toHaveTitle('Northvale Institute | News, page 2')
  await page.goBack()
  await expect(page).toHaveTitle('Northvale Institute | News')
  await page.getByLabel('Search stories').fill('malaria')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/search=malaria/)
  await expect(page).toHaveTitle('Northvale Institute | News, matching “malaria”')
  // The same title as the server gives that address.
  await page.reload()
  await expect(page).toHaveTitle('Northvale Institute | News, matching “malaria”')
})

test('paging in place moves focus to the results’ heading', async ({ page }) => {
  await gotoHydrated(page, '/news')
  const results = page.getByRole('region', { name: 'Results' })
  await results.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(results.getByRole('heading', { name: 'Results', exact: true })).toBeFocused()
})
