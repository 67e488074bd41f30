import { test as base, expect, type Page, type Request } from '@playwright/test'

import { administrator } from './administrator'
import { e2eServer } from './servers'

/**
 * Every test fails on a console error or an uncaught page error, except the
 * ones it declares it expects (push a pattern into `expectedErrors`). A failed
 * response counts as an error too, written "404 http://…".
 */
export const test = base.extend<{ expectedErrors: RegExp[] }>({
  // The worker's own server (e2e/servers.ts).
  baseURL: async ({}, provide, testInfo) => provide(e2eServer(testInfo.parallelIndex).url),
  expectedErrors: [
    async ({ page }, use) => {
      const expected: RegExp[] = []
      const errors: string[] = []
      page.on('console', (message) => {
        // Failed loads are reported below with their address instead.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
      })
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(expected)
      expect(
        errors.filter((e) => !expected.some((re) => re.test(e))),
        'console errors',
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const productName = 'Northvale Institute'

/** A record's slug from the contract, to visit its page. */
export async function firstSlug(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path)
  expect(response.ok()).toBe(true)
  const body = await response.json()
  return body.data[0].slug
}

/**
 * Opens a page and waits until it is alive: the page's script has run (it
 * posts the route list once it has installed its listeners) and, on a page
 * with parts React runs (`data-hydrate`: a listing, a form), React has
 * hydrated them (it keeps its fiber on each element it owns). A part that
 * React runs once used (a listing) has its form pointed at first, as a visitor does.
 */
export async function gotoHydrated(page: Page, path: string) {
  const enhanced = page.waitForRequest((r) => r.url().endsWith('/api/receive-routes'))
  const response = await page.goto(path)
  await enhanced
  const whenUsed = page.locator('[data-hydrate="when-used"] form')
  if (await whenUsed.count()) await whenUsed.first().dispatchEvent('pointerover')
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-hydrate]')).every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ),
  )
  return response
}

/** Answers to requests matching `pattern` arrive `ms` late, as on a slow connection. */
export async function arriveLate(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/** From the next page load on, the layout shift pages make (the sum of its entries): read with the function returned. */
export async function measureLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift)
}

/**
 * Signs in to the CMS REST API as the administrator created at start and
 * returns a reader of one collection, as an editor sees it in /admin (e.g. the outbox).
 */
export async function cmsAsEditor(page: Page) {
  const login = await page.request.post('/cms/api/users/login', { data: administrator })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}` }
  return {
    /**
     * Saves a change as the editor would in /admin (`_status: 'published'` publishes, `'draft'` unpublishes);
     * `inTrash` for a document in the trash (to restore it: `{ deletedAt: null }`).
     */
    async update(collection: string, id: string | number, data: Record<string, unknown>, { inTrash = false } = {}) {
      const response = await page.request.patch(`/cms/api/${collection}/${id}${inTrash ? '?trash=true' : ''}`, { headers: auth, data })
      expect(response.ok(), await response.text()).toBe(true)
    },
    /** Creates a document (`_status: 'draft'` for a draft) and returns it as saved. */
    async create<T = Record<string, unknown> & { id: number; slug: string }>(
      collection: string,
      data: Record<string, unknown>,
    ): Promise<T> {
      const draft = data._status === 'draft' ? '?draft=true' : ''
      const response = await page.request.post(`/cms/api/${collection}${draft}`, { headers: auth, data })
      expect(response.ok(), await response.text()).toBe(true)
      return (await response.json()).doc
    },
    /** Documents whose `field` equals `value`, oldest first (`draft`: their latest drafts). */
    async find<T = Record<string, unknown>>(collection: string, field: string, value: string, draft = false): Promise<T[]> {
      const query = new URLSearchParams({
        [`where[${field}][equals]`]: value,
        sort: 'createdAt',
        limit: '100',
        ...(draft && { draft: 'true' }),
      })
      const response = await page.request.get(`/cms/api/${collection}?${query}`, { headers: auth })
      expect(response.ok()).toBe(true)
      return (await response.json()).docs
    },
  }
}

/** Gives this page a client address of its own (as the proxy in front would), so per-client rate limits stay per test. */
export async function asNewClient(page: Page): Promise<string> {
  const octet = () => Math.floor(Math.random() * 254) + 1
  const address = `10.${octet()}.${octet()}.${octet()}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  return address
}

/**
 * /admin talks to its server while an editor works (form state, autosave), through
 * Next.js's server actions (POSTs with a `Next-Action` header). A click made while
 * one is in flight can be undone when its answer re-renders the form (a block row
 * added then, for one, can come back without its fields). Call `settled()` before
 * such a click: it waits until no server action has been in flight for 300 ms.
 */
export function serverActions(page: Page) {
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (request.headers()['next-action']) pending.add(request)
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return {
    async settled(timeout = 20_000) {
      const until = Date.now() + timeout
      let quietSince = Date.now()
      while (Date.now() - quietSince < 300) {
        if (Date.now() > until) throw new Error(`/admin still had ${pending.size} server actions in flight after ${timeout} ms`)
        if (pending.size) quietSince = Date.now()
        await page.waitForTimeout(50)
      }
    },
  }
}
