import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or an uncaught page error, except the
 * ones it declares it expects (push a pattern into `expectedErrors`). A failed
 * response counts as an error too, written "404 http://…".
 */
export const test = base.extend<{ expectedErrors: RegExp[] }>({
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
      expect(errors.filter((e) => !expected.some((re) => re.test(e))), 'console errors').toEqual([])
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
 * Opens a page and waits until it is hydrated: the route-list post is sent by
 * the same client component that installs the page's listeners.
 */
export async function gotoHydrated(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/receive-routes'))
  const response = await page.goto(path)
  await hydrated
  return response
}
