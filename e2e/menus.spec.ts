import type { Page } from '@playwright/test'

import { axeViolations } from './axe'
import { arriveLate, expect, gotoHydrated, measureLayoutShift, test } from './fixtures'

/**
 * The header's menus: disclosure panels on the desktop, the menu button on a
 * phone, the current section, the utility links, and the page without JavaScript.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** A section of the main navigation: a <details> whose <summary> is its heading. */
const section = (page: Page, name: string) =>
  mainNav(page)
    .locator('details')
    .filter({ has: page.locator(`summary:text-is("${name}")`) })
const heading = (page: Page, name: string) => section(page, name).locator('summary')
/** A section's panel of links. */
const panelOf = (page: Page, name: string) => section(page, name).locator(':scope > ul')

async function expectOpen(page: Page, name: string, open: boolean) {
  if (open) {
    await expect(section(page, name)).toHaveAttribute('open', '')
    await expect(panelOf(page, name)).toBeVisible()
  } else {
    await expect(section(page, name)).not.toHaveAttribute('open')
    await expect(panelOf(page, name)).toBeHidden()
  }
}

/** The open sections in the main navigation. */
const openPanels = (page: Page) => mainNav(page).locator('details[open]')

/** A news story's address, under /news. */
async function storyPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/news_events/news?perPage=1')
  const url: string = (await response.json()).data[0].url
  expect(url).toMatch(/^\/news\/[^/]+$/)
  return url
}

/** The top-level items that say they hold the current page, as [label, aria-current]. */
async function currentItems(page: Page) {
  return mainNav(page)
    .locator(':scope > ul > li > [aria-current], :scope > ul > li > details > summary[aria-current]')
    .evaluateAll((nodes) => nodes.map((n) => [n.textContent?.trim(), n.getAttribute('aria-current')]))
}

/** Header checks with axe: every rule, every impact. */
const headerViolations = (page: Page) => axeViolations(page, { tags: null, include: '#site-header' })

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('sections are native disclosures (<details>), no ARIA menu roles', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expectOpen(page, 'About', false)
    await heading(page, 'About').click()
    await expectOpen(page, 'About', true)
    await expect(panelOf(page, 'About').getByRole('link', { name: 'Our history' })).toBeVisible()
    await expect(page.locator('#site-header [role^="menu"]')).toHaveCount(0)
    await heading(page, 'About').click()
    await expectOpen(page, 'About', false)
  })

  test('Escape closes the open panel and returns focus to its heading', async ({ page }) => {
    await gotoHydrated(page, '/')
    await heading(page, 'Research').focus()
    await page.keyboard.press('Enter')
    await expectOpen(page, 'Research', true)
    await page.keyboard.press('Tab')
    await expect(panelOf(page, 'Research').getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expectOpen(page, 'Research', false)
    await expect(heading(page, 'Research')).toBeFocused()
  })

  test('a click or focus outside closes the panel; tabbing past it closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    await heading(page, 'About').click()
    await expectOpen(page, 'About', true)
    // A click on the page, away from the panel (which can lie over the headline): the footer's corner.
    await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } })
    await expectOpen(page, 'About', false)

    await heading(page, 'About').click()
    await expectOpen(page, 'About', true)
    await page.getByRole('searchbox', { name: 'Search the site' }).focus()
    await expectOpen(page, 'About', false)

    // Tabbing out of the last link of a panel: it does not stay open over what has focus now.
    await heading(page, 'People').click()
    await panelOf(page, 'People').getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expectOpen(page, 'People', false)
    await expect(openPanels(page)).toHaveCount(0)
  })

  test('one panel at a time: opening one closes the others', async ({ page }) => {
    await gotoHydrated(page, '/')
    await heading(page, 'About').click()
    await heading(page, 'Research').click()
    await expectOpen(page, 'About', false)
    await expectOpen(page, 'Research', true)
    await heading(page, 'Work with us').click()
    await expect(openPanels(page)).toHaveCount(1)
    await expect(mainNav(page).locator('details > ul:visible')).toHaveCount(1)
    await expectOpen(page, 'Work with us', true)
  })

  test('the current section is marked (aria-current and a visible bar) on every page', async ({ page }) => {
    await gotoHydrated(page, '/news')
    expect(await currentItems(page)).toEqual([['News & events', 'true']])
    const marked = await heading(page, 'News & events').evaluate((n) => getComputedStyle(n).boxShadow)
    const plain = await heading(page, 'About').evaluate((n) => getComputedStyle(n).boxShadow)
    expect(marked).not.toBe('none')
    expect(plain).toBe('none')

    await gotoHydrated(page, await storyPath(page))
    expect(await currentItems(page)).toEqual([['News & events', 'true']])

    await gotoHydrated(page, '/about-us')
    expect(await currentItems(page)).toEqual([['About', 'page']])
    await heading(page, 'About').click()
    await expect(mainNav(page).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page')

    // Following a link loads the next page, marked for itself.
    await heading(page, 'News & events').click()
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect.poll(() => currentItems(page)).toEqual([['News & events', 'true']])
    await heading(page, 'News & events').click()
    await expect(mainNav(page).getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page')

    // A page in no section of the menu: nothing is marked.
    await gotoHydrated(page, '/subscribe')
    expect(await currentItems(page)).toEqual([])
  })

  test('following a link loads the page, its menu closed', async ({ page }) => {
    await gotoHydrated(page, '/')
    await heading(page, 'News & events').click()
    await panelOf(page, 'News & events').getByRole('link', { name: 'Press releases' }).click()
    await expect(page).toHaveURL(/\/press-releases$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(openPanels(page)).toHaveCount(0)
  })

  test('axe finds nothing wrong in the header with a panel open', async ({ page }) => {
    await gotoHydrated(page, '/news')
    await heading(page, 'News & events').click()
    await expectOpen(page, 'News & events', true)
    expect(await headerViolations(page)).toEqual([])
  })

  test('the utility links: careers, tenders, contact and donate, each to a page that exists', async ({ page }) => {
    await gotoHydrated(page, '/')
    const utility = page.getByRole('navigation', { name: 'Utility' })
    const expected = [
      ['Careers', '/careers'],
      ['Tenders', '/tenders'],
      ['Contact', '/contact-us'],
      ['Donate', '/donate'],
    ]
    for (const [name, href] of expected) {
      await expect(utility.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      expect((await page.request.get(href)).status(), href).toBe(200)
    }
  })

  test('nothing moves when the page comes alive (its script marks the menu, React runs the list) or its font arrives late', async ({
    page,
  }) => {
    // A second page of the visit, its typeface named from the start, its file slow to come (a cache emptied since):
    // the page stays in the stand-in (font-display: optional), drawn to the typeface's metrics anyway.
    await gotoHydrated(page, '/about')
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('typeface'))).toBe('1')
    await arriveLate(page, '**/*.woff2', 600)
    const layoutShift = await measureLayoutShift(page)
    await gotoHydrated(page, '/news')
    await expect(page.locator('html[data-typeface]')).toHaveCount(1)
    await expect(heading(page, 'About')).toBeVisible()
    // Shifts are reported in the frame after the font has come.
    await page.evaluate(() =>
      document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    )
    expect(await layoutShift()).toBeLessThan(0.01)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  const toggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })

  test('the menu button toggles the menu; Escape closes it and returns focus to the button', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'main-nav')
    await toggle(page).tap()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page)).toBeVisible()
    await toggle(page).tap()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()

    await toggle(page).tap()
    await heading(page, 'About').focus()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle(page)).toBeFocused()
  })

  test('Escape in an open panel closes the panel first, then the menu', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    await heading(page, 'About').tap()
    await expectOpen(page, 'About', true)
    await panelOf(page, 'About').getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expectOpen(page, 'About', false)
    await expect(heading(page, 'About')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
  })

  test('a tap outside the menu closes it; one panel open at a time', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    await heading(page, 'About').tap()
    await heading(page, 'Research').tap()
    await expectOpen(page, 'About', false)
    await expectOpen(page, 'Research', true)
    await expect(openPanels(page)).toHaveCount(1)
    await page.getByRole('searchbox', { name: 'Search the site' }).tap()
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('following a link loads the page with its menu closed', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    await heading(page, 'News & events').tap()
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).tap()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('every tap target in the open menu is at least 44 by 44 px', async ({ page }) => {
    await gotoHydrated(page, '/news')
    await toggle(page).tap()
    await heading(page, 'News & events').tap()
    const targets = [toggle(page), ...(await mainNav(page).locator('a:visible, summary:visible').all())]
    expect(targets.length).toBeGreaterThan(10)
    for (const target of targets) {
      const box = await target.boundingBox()
      const name = await target.textContent()
      expect(box, name ?? '').not.toBeNull()
      expect(box!.width, name ?? '').toBeGreaterThanOrEqual(44)
      expect(box!.height, name ?? '').toBeGreaterThanOrEqual(44)
    }
    for (const link of await page.getByRole('navigation', { name: 'Utility' }).getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the current section is marked in the menu; axe finds nothing wrong with it open', async ({ page }) => {
    await gotoHydrated(page, await storyPath(page))
    await toggle(page).tap()
    expect(await currentItems(page)).toEqual([['News & events', 'true']])
    await heading(page, 'News & events').tap()
    await expect(mainNav(page).getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'true')
    expect(await headerViolations(page)).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('desktop: each section opens in place and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/news')
    const about = mainNav(page).locator('details', { hasText: 'About' })
    await expect(about.getByRole('link', { name: 'Our history' })).toBeHidden()
    await about.locator('summary').click()
    await about.getByRole('link', { name: 'Our history' }).click()
    await expect(page).toHaveURL(/\/our-history$/)
  })

  test('phone: the menu is shown in the page and the menu button is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(mainNav(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    expect(await mainNav(page).evaluate((n) => getComputedStyle(n).position)).toBe('static')
  })
})
