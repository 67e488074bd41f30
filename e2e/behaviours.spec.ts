import { arriveLate, expect, gotoHydrated, measureLayoutShift, test } from './fixtures'
import { pageTypes } from './pageTypes'

/** The behaviours of spec §2, §5 and §8 in the browser. */

test.beforeEach(async ({ page }) => {
  // Count speech cancellations the page makes.
  await page.addInitScript(() => {
    const w = window as unknown as { cancelCalls: number }
    w.cancelCalls = 0
    const cancel = window.speechSynthesis.cancel.bind(window.speechSynthesis)
    window.speechSynthesis.cancel = () => {
      w.cancelCalls++
      cancel()
    }
  })
})

test('each page load posts the route patterns, with the script marker', async ({ page }) => {
  await gotoHydrated(page, '/')
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/receive-routes') && r.method() === 'POST')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
  await expect(page).toHaveURL(/\/sitemap$/)
  const request = await posted
  expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest')
  const body = request.postDataJSON() as { routes: string[] }
  expect(body.routes).toContain('/:slug2/:slug')
  expect(body.routes).toContain('/verify-staff/:employeeId')
  expect(body.routes.length).toBeGreaterThanOrEqual(26)
})

test('a listing paging in place: speech cancelled, scrolled to top, route patterns posted', async ({ page }) => {
  await gotoHydrated(page, '/news')
  const before = await page.evaluate(() => (window as unknown as { cancelCalls: number }).cancelCalls)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/receive-routes') && r.method() === 'POST')
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  await page.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/news\?page=2$/)
  expect((await posted).postDataJSON().routes).toContain('/news')
  await expect.poll(() => page.evaluate(() => (window as unknown as { cancelCalls: number }).cancelCalls)).toBeGreaterThan(before)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // In place: the page was not loaded again.
  expect(loads).toEqual([])
})

test('a failed route-list post is ignored', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^503 /)
  await page.route('**/api/receive-routes', (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe', exact: true }).last().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to our newsletter')
})

// The site's own requests (contract calls, the route-list post) carry the marker; the framework's
// page-data requests (`?_rsc=`) are Next.js's own and are not the site's client.
test('every request the site makes to the server carries X-Requested-With', async ({ page }) => {
  const checked: string[] = []
  const missing: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['fetch', 'xhr'].includes(request.resourceType()) || url.searchParams.has('_rsc')) return
    checked.push(url.pathname)
    if (request.headers()['x-requested-with'] !== 'XMLHttpRequest') missing.push(url.pathname + url.search)
  })
  await gotoHydrated(page, '/news-blogs')
  const paged = page.waitForRequest((r) => r.url().includes('/api/news_events/') && r.url().includes('page=2'))
  await page.getByRole('link', { name: 'Page 2' }).click()
  await paged
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
  await expect(page).toHaveURL(/\/sitemap$/)
  await page.getByRole('main').getByRole('link').first().click()
  await page.waitForLoadState('networkidle')
  expect(checked.length).toBeGreaterThan(2)
  expect(missing).toEqual([])
})

test('the listen button reads the article aloud; pressing again or leaving the page stops it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: string[] }
    w.spoken = []
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void w.spoken.push(u.text)
    // A browser with a voice installed (headless Chromium has none).
    Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [{ name: 'Test voice', lang: 'en-GB' }] })
  })
  await gotoHydrated(page, '/about-us')
  await page.getByRole('button', { name: 'Listen to this page' }).click()
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)
  expect(spoken[0]).toContain('About')
  expect(spoken[0]).not.toContain('Listen to this page')
  await expect(page.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true')
  // Pressing again stops it.
  await page.getByRole('button', { name: 'Stop listening' }).click()
  await expect(page.getByRole('button', { name: 'Listen to this page' })).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => (window as unknown as { cancelCalls: number }).cancelCalls)).toBeGreaterThan(0)
  // Leaving the page stops it (the page counts its cancellations in storage that outlives it).
  await page.evaluate(() => {
    const cancel = window.speechSynthesis.cancel.bind(window.speechSynthesis)
    window.speechSynthesis.cancel = () => {
      sessionStorage.setItem('cancelled-on-leaving', 'yes')
      cancel()
    }
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
  await expect(page).toHaveURL(/\/sitemap$/)
  expect(await page.evaluate(() => sessionStorage.getItem('cancelled-on-leaving'))).toBe('yes')
})

test('a listing is painted before the framework’s scripts are fetched, then comes alive', async ({ page }) => {
  await gotoHydrated(page, '/news')
  const { paint, scripts, preloads } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
    preloads: document.querySelectorAll('link[rel="preload"][as="script"]').length,
  }))
  expect(paint).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(Math.min(...scripts)).toBeGreaterThan(paint ?? Infinity)
  expect(preloads).toBe(0)
  // Alive: React runs the list (gotoHydrated waited for it).
  expect(await page.locator('[data-hydrate]').count()).toBeGreaterThan(0)
})

test('a visitor who scrolls before the page comes alive stays where they scrolled', async ({ page }) => {
  // Scripts that arrive late, as on a slow phone.
  await arriveLate(page, '**/_next/static/chunks/*.js', 1000)
  await page.goto('/news')
  await page.evaluate(() => window.scrollTo(0, 600))
  // The visitor then points at the list's form, which starts React (lib/edge/html.mjs).
  await page.locator('[data-hydrate] form').dispatchEvent('pointerover')
  // React has taken over the list (it keeps its fiber on the elements it owns).
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-hydrate]') ?? {}).some((k) => k.startsWith('__reactFiber$')))
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
})

test.describe('the first picture, on a phone', () => {
  // Lighthouse's phone.
  test.use({ viewport: { width: 412, height: 823 } })
  for (const name of ['home', 'listing /news', 'news story', 'event', 'person']) {
    test(`${name}: preloaded and fetched ahead of other images, never lazily; no other picture is the largest paint`, async ({
      page,
      request,
    }) => {
      const type = pageTypes.find((t) => t.name === name)
      if (!type) throw new Error(`no page type ${name}`)
      await page.goto(await type.path(request))
      const found = await page.evaluate(
        () =>
          new Promise<{ first: Record<string, string | boolean | null>; largest: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
              const largest = entries[entries.length - 1]?.element ?? null
              const first = document.querySelector('main img')
              const srcset = first?.getAttribute('srcset') ?? ''
              resolve({
                first: {
                  loading: first?.getAttribute('loading') ?? null,
                  fetchPriority: first?.getAttribute('fetchpriority') ?? null,
                  preloaded: [...document.querySelectorAll('link[rel="preload"][as="image"]')].some(
                    (link) => link.getAttribute('imagesrcset') === srcset,
                  ),
                },
                largest: largest === first ? 'the first picture' : (largest?.tagName ?? 'none'),
              })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(found.first).toEqual({ loading: null, fetchPriority: 'high', preloaded: true })
      expect(found.largest).not.toBe('IMG')
    })
  }
})

test('reading pages load no framework: only the site’s own script, no copy of the page for it; a listing does', async ({ page }) => {
  test.setTimeout(60_000)
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).searchParams.has('_rsc')) scripts.add(new URL(request.url()).pathname)
  })
  const reading = ['home', 'news story', 'event', 'person', 'research theme', 'search', 'sitemap']
  for (const type of pageTypes.filter((t) => reading.includes(t.name))) {
    await gotoHydrated(page, await type.path(page.request))
    await page.waitForLoadState('networkidle')
    expect([...scripts], type.name).toEqual([expect.stringMatching(/^\/_next\/static\/site\/enhance\.[0-9a-f]{12}\.js$/)])
    expect(await page.content(), type.name).not.toContain('self.__next_f')
    // Links are page loads: nothing is fetched ahead when a visitor points at one.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).hover()
  }
  await page.waitForLoadState('networkidle')
  expect(scripts.size).toBe(1)
  await gotoHydrated(page, '/news')
  expect([...scripts].some((path) => path.startsWith('/_next/static/chunks/'))).toBe(true)
})

test('a chunk that fails to load reloads the page once, then lets the error show', async ({ page, expectedErrors }) => {
  expectedErrors.push(/ChunkLoadError/)
  await gotoHydrated(page, '/events')
  await page.evaluate(() => sessionStorage.removeItem('chunk-reload-at'))
  const reload = page.waitForEvent('load')
  await page.evaluate(() => {
    const error = new Error('Loading chunk 123 failed.')
    error.name = 'ChunkLoadError'
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }))
  })
  await reload
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).not.toBeNull()
  // A second failure right after: no reload loop.
  let reloaded = false
  page.once('load', () => (reloaded = true))
  await page.evaluate(() => {
    const error = new Error('Loading chunk 123 failed.')
    error.name = 'ChunkLoadError'
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }))
  })
  await page.waitForTimeout(1000)
  expect(reloaded).toBe(false)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('home: the menu button opens the navigation', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('nothing moves while a page loads and comes alive (no layout shift)', async ({ page }) => {
    const layoutShift = await measureLayoutShift(page)
    for (const path of ['/', '/news', '/events']) {
      await gotoHydrated(page, path)
      expect(await layoutShift(), path).toBeLessThan(0.05)
    }
  })

  test('a listing pages on a phone without horizontal scrolling', async ({ page }) => {
    await gotoHydrated(page, '/events')
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
