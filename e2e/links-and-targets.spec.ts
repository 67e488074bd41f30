import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from './fixtures'

/** Contact details as links, the footer's links, citations, leaders' profiles and tap targets. */

test('contact e-mail addresses and phone numbers are mailto: and tel: links on the contact page', async ({ page }) => {
  await gotoHydrated(page, '/contact-us')
  const main = page.getByRole('main')
  for (const email of ['info@northvale.example', 'press@northvale.example', 'partnerships@northvale.example']) {
    await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  }
  await expect(main.getByRole('link', { name: '+00 20 7946 0000' })).toHaveAttribute('href', 'tel:+002079460000')
})

test('the footer: contacts as links, privacy and accessibility, and no page twice', async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'info@northvale.example' })).toHaveAttribute('href', 'mailto:info@northvale.example')
  await expect(footer.getByRole('link', { name: '+00 20 7946 0000' })).toHaveAttribute('href', 'tel:+002079460000')
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility')
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([])
})

test('citations end with one full stop after "et al."', async ({ page }) => {
  await gotoHydrated(page, '/publications')
  await expect(page.getByRole('main')).toContainText('et al.')
  expect(await page.getByRole('main').innerText()).not.toContain('et al..')
})

test('the sitemap has one heading "Sitemap"', async ({ page }) => {
  await gotoHydrated(page, '/sitemap')
  await expect(page.getByRole('heading', { name: 'Sitemap', exact: true })).toHaveCount(1)
})

test('every leader with a profile links to it, and all of the senior leadership team have one', async ({ page }) => {
  await gotoHydrated(page, '/senior-leadership-team')
  const leaders = page.locator('.leaders > li')
  await expect(leaders).toHaveCount(6)
  const links = leaders.getByRole('heading', { level: 2 }).getByRole('link')
  await expect(links).toHaveCount(6)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/people\//)
    expect((await page.request.get(href)).status(), href).toBe(200)
  }
})

/** Links and buttons of `selector` smaller than 24 × 24 CSS px (WCAG 2.2 target size, minimum). */
async function smallTargets(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => ({ text: (e.textContent ?? '').trim().slice(0, 40), box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  )
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const path of ['/', '/sitemap', '/news-blogs', '/senior-leadership-team', '/no-such-page']) {
    test(`${path}: links and buttons in lists and the footer are at least 24 × 24 px`, async ({ page, expectedErrors }) => {
      expectedErrors.push(/^404 /)
      await gotoHydrated(page, path)
      expect(await smallTargets(page, 'main li > a, main li > button, footer a, footer button')).toEqual([])
    })
  }
})
