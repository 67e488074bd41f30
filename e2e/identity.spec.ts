import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { administrator } from './administrator'
import { axeViolations } from './axe'
import { expect, gotoHydrated, productName, test } from './fixtures'

/**
 * The site's identity: the logo (and the editor's replacement), the brand
 * typeface served from the site itself, the home page's hero and bands, one
 * card grid without lonely cards, the home page's own facts (highlights that
 * do not repeat the latest news, a field-site count that matches the sites),
 * dark mode and print.
 */

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

/** The administrator's token for the CMS's REST API. */
async function adminAuth(page: Page) {
  const login = await page.request.post('/cms/api/users/login', { data: administrator })
  expect(login.ok(), await login.text()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

test.describe('logo', () => {
  test('the header and footer show the wordmark named by the product name, and an uploaded logo replaces it', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const home = page.locator('#site-header').getByRole('link', { name: productName, exact: true })
    await expect(home).toHaveAttribute('href', '/')
    await expect(home.getByRole('img', { name: productName })).toBeVisible()
    await expect(home.locator('svg')).toHaveCount(1)
    await expect(page.getByRole('contentinfo').getByRole('img', { name: productName })).toBeVisible()

    const auth = await adminAuth(page)
    const buffer = await sharp({ create: { width: 800, height: 200, channels: 4, background: '#0b5563' } })
      .png()
      .toBuffer()
    const uploaded = await page.request.post('/cms/api/media', {
      headers: auth,
      multipart: {
        file: { name: 'replacement-logo.png', mimeType: 'image/png', buffer },
        _payload: JSON.stringify({ alt: 'Replacement logo of the institute' }),
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const logo = (await uploaded.json()).doc as { id: number; url: string }
    const saved = await page.request.post('/cms/api/globals/settings', { headers: auth, data: { logo: logo.id } })
    expect(saved.ok(), await saved.text()).toBe(true)
    try {
      await expect
        .poll(
          async () => {
            await page.goto('/')
            return page.locator('#site-header a[href="/"] img').getAttribute('src')
          },
          { timeout: 15_000 },
        )
        .toContain('replacement-logo')
      const replaced = page.locator('#site-header').getByRole('link', { name: productName, exact: true })
      await expect(replaced.locator('svg')).toHaveCount(0)
      await expect(replaced.getByRole('img', { name: productName })).toBeVisible()
      await expect(page.getByRole('contentinfo').locator('img[src*="replacement-logo"]')).toBeVisible()
      // The file loads from this site.
      const src = await replaced.locator('img').getAttribute('src')
      expect((await page.request.get(src ?? '')).ok()).toBe(true)
    } finally {
      const restored = await page.request.post('/cms/api/globals/settings', { headers: auth, data: { logo: null } })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return page.locator('#site-header a[href="/"] svg').count()
        },
        // The cached home page is made again in the background once the settings change; on a busy machine that can take a while.
        { timeout: 30_000 },
      )
      .toBe(1)
  })
})

test.describe('type', () => {
  /** The brand family's name as app/(site)/fonts.ts declares it (Next.js names it), first in its variable. */
  const brandFamily = (page: Page) =>
    page.evaluate(() =>
      (getComputedStyle(document.documentElement).getPropertyValue('--font-source-sans').split(',')[0] ?? '')
        .trim()
        .replace(/^['"]|['"]$/g, ''),
    )
  const families = (page: Page) =>
    page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }))
  const fontFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => ({ name: e.name, startTime: e.startTime })),
    )

  test('a visit’s first page stays in the stand-in face; the typeface, fetched from the site once it has loaded, is used from the next page’s first paint', async ({
    page,
  }) => {
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.setViewportSize(desktop)
    await gotoHydrated(page, '/')
    const brand = await brandFamily(page)
    expect(brand).not.toBe('')
    // Nothing names the typeface on the first page: no preload, its text in the metric-matched stand-in throughout.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    await expect(page.locator('html[data-typeface]')).toHaveCount(0)
    expect((await families(page)).h1).not.toContain(brand)
    expect((await families(page)).h1).toContain('Source Sans Fallback')
    // Once the page has loaded, its file is fetched, from this origin.
    await expect.poll(() => page.evaluate((family) => document.fonts.check(`700 32px "${family}"`), brand)).toBe(true)
    const loadedAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number)
    const files = await fontFiles(page)
    expect(files).toHaveLength(1)
    for (const file of files) {
      expect(new URL(file.name).origin).toBe(new URL(page.url()).origin)
      expect(file.startTime).toBeGreaterThanOrEqual(loadedAt)
    }
    expect((await page.request.get(files[0]?.name ?? '')).ok()).toBe(true)
    await expect(page.locator('html[data-typeface]')).toHaveCount(0)

    // The next page names it from its start, before (here: without) the site's script: the head's own lines.
    await page.route('**/_next/static/site/enhance.*.js', (route) => route.abort())
    await page.goto('/about')
    await expect(page.locator('html[data-typeface]')).toHaveCount(1)
    expect((await families(page)).h1).toContain(brand)
    expect((await families(page)).body).toContain(brand)
    expect(await page.evaluate((family) => document.fonts.check(`700 32px "${family}"`), brand)).toBe(true)
    expect([...hosts]).toEqual([new URL(page.url()).host])
  })

  for (const viewport of [desktop, phone]) {
    test(`the home page's headline is larger than a page title (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const size = async (path: string) => {
        await page.goto(path)
        return page
          .locator('h1')
          .first()
          .evaluate((h) => parseFloat(getComputedStyle(h).fontSize))
      }
      const hero = await size('/')
      const title = await size('/news-blogs')
      expect(hero).toBeGreaterThan(title * 1.2)
    })
  }
})

/**
 * Every card grid on the page, as rows of its visible items: each row's
 * heights, and whether its last row is full (two or more items, or items as
 * wide as the grid).
 */
async function gridRows(page: Page) {
  return page.locator('main ul.card-grid').evaluateAll((grids) =>
    grids
      .filter((grid) => grid.getBoundingClientRect().height > 0)
      .map((grid) => {
        const box = grid.getBoundingClientRect()
        const items = [...grid.children].map((li) => li.getBoundingClientRect()).filter((r) => r.height > 0)
        const rows = new Map<number, DOMRect[]>()
        for (const r of items) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r])
        const ordered = [...rows.values()]
        const last = ordered[ordered.length - 1] ?? []
        const lastWidth = last.length ? Math.max(...last.map((r) => r.right)) - Math.min(...last.map((r) => r.left)) : 0
        return {
          id: grid.parentElement?.getAttribute('aria-labelledby') ?? grid.parentElement?.className ?? '',
          count: items.length,
          heights: ordered.map((row) => row.map((r) => Math.round(r.height))),
          lastRowFills: last.length !== 1 || items.length === 1 || lastWidth >= box.width - 2,
        }
      }),
  )
}

test.describe('cards', () => {
  for (const viewport of [desktop, { width: 800, height: 1000 }, phone]) {
    for (const path of ['/', '/news-blogs', '/events', '/our-researchers']) {
      test(`${path}: cards in a row are equally high and none is alone on the last row (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const grids = await gridRows(page)
        expect(grids.length).toBeGreaterThan(0)
        for (const grid of grids) {
          for (const row of grid.heights) expect(Math.max(...row) - Math.min(...row), `row heights in ${grid.id}`).toBeLessThanOrEqual(1)
          expect(grid.lastRowFills, `last row of ${grid.id}: ${JSON.stringify(grid.heights)}`).toBe(true)
        }
        if (viewport === desktop && path !== '/our-researchers') {
          // At least one grid shows several cards side by side.
          expect(grids.some((grid) => grid.heights.some((row) => row.length > 1))).toBe(true)
        }
      })
    }
  }

  test('a card picture is flush with the card edges', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/news-blogs')
    const card = page
      .locator('main article')
      .filter({ has: page.locator('img') })
      .first()
    const [outer, picture] = await Promise.all([card.boundingBox(), card.locator('img').boundingBox()])
    expect(outer && picture).toBeTruthy()
    if (!outer || !picture) return
    // Only the card's 1 px border lies between them.
    expect(Math.abs(picture.x - outer.x)).toBeLessThanOrEqual(1.5)
    expect(Math.abs(picture.y - outer.y)).toBeLessThanOrEqual(1.5)
    expect(Math.abs(picture.x + picture.width - (outer.x + outer.width))).toBeLessThanOrEqual(1.5)
  })
})

test.describe('home page', () => {
  test('highlights repeat none of the stories in "Latest news", even when an editor picks one of them', async ({ page }) => {
    const links = async (id: string) => {
      await page.goto('/')
      return page.locator(`section[aria-labelledby="${id}"] > ul a`).evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    }
    const latest = await links('latest-news')
    expect(latest.length).toBeGreaterThan(0)
    const before = await links('highlights')
    expect(before.length).toBeGreaterThan(0)
    expect(before.filter((href) => latest.includes(href))).toEqual([])

    // An editor highlights the newest story, which "Latest news" already shows: the home page shows it once.
    const auth = await adminAuth(page)
    const created = await page.request.post('/cms/api/highlights', {
      headers: auth,
      data: { title: 'Highlighted twice', summary: 'A pick that repeats the latest story.', url: latest[0], order: 0 },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { id } = (await created.json()).doc as { id: number }
    try {
      await expect.poll(async () => (await page.request.get('/api/highlights')).text(), { timeout: 15_000 }).toContain('Highlighted twice')
      const after = await links('highlights')
      expect(after.filter((href) => latest.includes(href))).toEqual([])
      expect(await page.getByText('Highlighted twice').count()).toBe(0)
      expect((await links('latest-news'))[0]).toBe(latest[0])
    } finally {
      expect((await page.request.delete(`/cms/api/highlights/${id}`, { headers: auth })).ok()).toBe(true)
    }
  })

  test('the field-site figure counts the sites and countries listed under "Where we work"', async ({ page }) => {
    await page.goto('/')
    const figure = page.locator('section[aria-labelledby="figures"] dl > div').filter({ hasText: /field sites in \d+ countries/ })
    await expect(figure).toHaveCount(1)
    const sites = Number(await figure.locator('dd').innerText())
    const countries = Number((await figure.locator('dt').innerText()).match(/field sites in (\d+) countries/)?.[1])
    const listed = await page
      .locator('section[aria-labelledby="where"] > ul > li .meta')
      .evaluateAll((all) => all.map((p) => (p.textContent ?? '').split('·')[0]?.trim()))
    expect(listed.length).toBeGreaterThan(1)
    expect(sites).toBe(listed.length)
    expect(countries).toBe(new Set(listed).size)
  })

  test('sections sit in bands that differ from their neighbours', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const bands = await page
      .locator('main .band')
      .evaluateAll((all) =>
        all
          .filter((b) => b.getBoundingClientRect().height > 0)
          .map((b) => `${getComputedStyle(b).backgroundColor}|${getComputedStyle(b.querySelector('h2') ?? b).fontSize}`),
      )
    expect(bands.length).toBeGreaterThan(4)
    for (let i = 1; i < bands.length; i++) expect(bands[i], `band ${i} looks like band ${i - 1}`).not.toBe(bands[i - 1])
  })

  test('on a phone the home page is far shorter and keeps its core', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThan(8000)
    for (const id of ['hero-title', 'latest-news', 'research', 'upcoming-events']) await expect(page.locator(`#${id}`)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('dark mode', () => {
  test('the colours follow the system setting', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const colours = () =>
      page.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }))
    const light = await colours()
    await page.emulateMedia({ colorScheme: 'dark' })
    const dark = await colours()
    expect(dark.background).not.toBe(light.background)
    expect(dark.text).not.toBe(light.text)
    // Dark: a dark background with light text.
    const luminance = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, c) => sum + Number(c), 0)
    expect(luminance(dark.background)).toBeLessThan(200)
    expect(luminance(dark.text)).toBeGreaterThan(500)
  })

  for (const [name, path] of [
    ['home', async () => '/'],
    ['listing', async () => '/news-blogs'],
    ['story', async (page: Page) => (await (await page.request.get('/api/news_events/news?perPage=1')).json()).data[0].url as string],
  ] as const) {
    // The light scheme is the default, which the page checks sweep (e2e/page-checks.spec.ts).
    for (const scheme of ['dark'] as const) {
      test(`axe finds nothing on the ${name} page in ${scheme} mode`, async ({ page }) => {
        await page.setViewportSize(desktop)
        await page.emulateMedia({ colorScheme: scheme })
        await gotoHydrated(page, await path(page))
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }
})

test.describe('print', () => {
  test('a short story prints on one A4 page, without the header, and links print their address', async ({ page }) => {
    // The shortest of the latest stories.
    const { data } = await (await page.request.get('/api/news_events/news?perPage=20')).json()
    const stories = await Promise.all(
      (data as { slug: string; url: string }[]).map(async (s) => {
        const { body } = (await (await page.request.get(`/api/news_by_slug/${s.slug}`)).json()) as { body: string }
        return { url: s.url, length: body.length }
      }),
    )
    const shortest = stories.sort((a, b) => a.length - b.length)[0]
    expect(shortest).toBeTruthy()
    await page.goto(shortest?.url ?? '/')
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('#site-header')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('search', { name: 'Site search' })).toBeHidden()
    await expect(page.locator('main h1')).toBeVisible()

    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
    expect(pages.length).toBe(1)
  })

  test('links in an article print their address after them', async ({ page }) => {
    await page.goto('/about-us')
    await page.emulateMedia({ media: 'print' })
    const link = page.locator('main .prose a[href]').first()
    await expect(link).toHaveCount(1)
    const href = await link.getAttribute('href')
    const after = await link.evaluate((a) => getComputedStyle(a, '::after').content)
    expect(after).toContain(href ?? '-')
    await page.emulateMedia({ media: 'screen' })
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none')
  })
})
