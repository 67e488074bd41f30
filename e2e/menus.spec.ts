import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { arriveLate, expect, gotoHydrated, test } from './fixtures'

/**
 * The header's menus: disclosure panels on the desktop, the menu button on a
 * phone, the current section, the utility links, and the page without JavaScript.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })

/** The panel a disclosure button controls. */
async function panelOf(page: Page, button: Locator) {
  const id = await button.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

async function expectOpen(page: Page, button: Locator, open: boolean) {
  await expect(button).toHaveAttribute('aria-expanded', String(open))
  const panel = await panelOf(page, button)
  if (open) await expect(panel).toBeVisible()
  else await expect(panel).toBeHidden()
}

/** The open panels in the main navigation. */
const openPanels = (page: Page) => mainNav(page).locator('[aria-expanded="true"]')

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
    .locator(':scope > ul > li > [aria-current]')
    .evaluateAll((nodes) => nodes.map((n) => [n.textContent?.trim(), n.getAttribute('aria-current')]))
}

/** Header checks with axe: every rule, every impact. */
async function headerViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#site-header').analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('panels are disclosures: a button with aria-expanded and aria-controls, no ARIA menu roles', async ({ page }) => {
    await gotoHydrated(page, '/')
    const about = menuButton(page, 'About')
    await expectOpen(page, about, false)
    await about.click()
    await expectOpen(page, about, true)
    await expect((await panelOf(page, about)).getByRole('link', { name: 'Our history' })).toBeVisible()
    await expect(page.locator('#site-header [role^="menu"]')).toHaveCount(0)
    await about.click()
    await expectOpen(page, about, false)
  })

  test('Escape closes the open panel and returns focus to its button', async ({ page }) => {
    await gotoHydrated(page, '/')
    const research = menuButton(page, 'Research')
    await research.focus()
    await page.keyboard.press('Enter')
    await expectOpen(page, research, true)
    await page.keyboard.press('Tab')
    await expect((await panelOf(page, research)).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expectOpen(page, research, false)
    await expect(research).toBeFocused()
  })

  test('a click or focus outside closes the panel; tabbing past it closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    const about = menuButton(page, 'About')
    await about.click()
    await expectOpen(page, about, true)
    await page.getByRole('heading', { level: 1 }).click()
    await expectOpen(page, about, false)

    await about.click()
    await expectOpen(page, about, true)
    await page.getByRole('searchbox', { name: 'Search the site' }).focus()
    await expectOpen(page, about, false)

    // Tabbing out of the last link of a panel: it does not stay open over what has focus now.
    const people = menuButton(page, 'People')
    await people.click()
    const links = (await panelOf(page, people)).getByRole('link')
    await links.last().focus()
    await page.keyboard.press('Tab')
    await expectOpen(page, people, false)
    await expect(openPanels(page)).toHaveCount(0)
  })

  test('one panel at a time: opening one closes the others', async ({ page }) => {
    await gotoHydrated(page, '/')
    await menuButton(page, 'About').click()
    await menuButton(page, 'Research').click()
    await expectOpen(page, menuButton(page, 'About'), false)
    await expectOpen(page, menuButton(page, 'Research'), true)
    await menuButton(page, 'Work with us').click()
    await expect(openPanels(page)).toHaveCount(1)
    await expect(mainNav(page).locator('ul[id]:visible')).toHaveCount(1)
    await expectOpen(page, menuButton(page, 'Work with us'), true)
  })

  test('the current section is marked (aria-current and a visible bar), also after navigating in the page', async ({ page }) => {
    await gotoHydrated(page, '/news')
    expect(await currentItems(page)).toEqual([['News & events', 'true']])
    const marked = await menuButton(page, 'News & events').evaluate((n) => getComputedStyle(n).boxShadow)
    const plain = await menuButton(page, 'About').evaluate((n) => getComputedStyle(n).boxShadow)
    expect(marked).not.toBe('none')
    expect(plain).toBe('none')

    await gotoHydrated(page, await storyPath(page))
    expect(await currentItems(page)).toEqual([['News & events', 'true']])

    await gotoHydrated(page, '/about-us')
    expect(await currentItems(page)).toEqual([['About', 'page']])
    await menuButton(page, 'About').click()
    await expect(mainNav(page).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page')

    // Client-side navigation keeps the header: the mark follows the page.
    await menuButton(page, 'News & events').click()
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect.poll(() => currentItems(page)).toEqual([['News & events', 'true']])

    // A page in no section of the menu: nothing is marked.
    await gotoHydrated(page, '/subscribe')
    expect(await currentItems(page)).toEqual([])
  })

  test('following a link closes the panel and focus lands on the new page’s heading', async ({ page }) => {
    await gotoHydrated(page, '/')
    const news = menuButton(page, 'News & events')
    await news.click()
    await (await panelOf(page, news)).getByRole('link', { name: 'Press releases' }).click()
    await expect(page).toHaveURL(/\/press-releases$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(openPanels(page)).toHaveCount(0)
  })

  test('axe finds nothing wrong in the header with a panel open', async ({ page }) => {
    await gotoHydrated(page, '/news')
    await menuButton(page, 'News & events').click()
    await expectOpen(page, menuButton(page, 'News & events'), true)
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

  test('nothing moves when the page comes alive (the no-script items become buttons in place) or its font arrives late', async ({
    page,
  }) => {
    // The font arrives after the first paint, as on a slow connection: the fallback is drawn to its metrics.
    await arriveLate(page, '**/*.woff2', 600)
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await gotoHydrated(page, '/news')
    await expect(menuButton(page, 'About')).toBeVisible()
    // Shifts are reported in the frame after the font is drawn.
    await page.evaluate(() =>
      document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    )
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01)
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
    await menuButton(page, 'About').focus()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle(page)).toBeFocused()
  })

  test('Escape in an open panel closes the panel first, then the menu', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    const about = menuButton(page, 'About')
    await about.tap()
    await expectOpen(page, about, true)
    await (await panelOf(page, about)).getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expectOpen(page, about, false)
    await expect(about).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
  })

  test('a tap outside the menu closes it; one panel open at a time', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    await menuButton(page, 'About').tap()
    await menuButton(page, 'Research').tap()
    await expectOpen(page, menuButton(page, 'About'), false)
    await expectOpen(page, menuButton(page, 'Research'), true)
    await expect(openPanels(page)).toHaveCount(1)
    await page.getByRole('searchbox', { name: 'Search the site' }).tap()
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('following a link closes the menu and focus lands on the new page’s heading, not <body>', async ({ page }) => {
    await gotoHydrated(page, '/')
    await toggle(page).tap()
    await menuButton(page, 'News & events').tap()
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).tap()
    await expect(page).toHaveURL(/\/events$/)
    await expect(mainNav(page)).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
  })

  test('every tap target in the open menu is at least 44 by 44 px', async ({ page }) => {
    await gotoHydrated(page, '/news')
    await toggle(page).tap()
    await menuButton(page, 'News & events').tap()
    const targets = [toggle(page), ...(await mainNav(page).locator('a:visible, button:visible').all())]
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
    await menuButton(page, 'News & events').tap()
    await expect(mainNav(page).getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'true')
    expect(await headerViolations(page)).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('desktop: each section opens in place and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/news')
    await expect(mainNav(page).locator('details > summary[aria-current="true"]')).toHaveText('News & events')
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
