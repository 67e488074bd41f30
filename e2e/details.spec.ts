import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from './fixtures'
import { storyWithAuthors } from './pageTypes'

/** Detail pages: breadcrumbs, the key-facts panel, share links, authors, related content, the listen button. */

type Crumb = { name: string; item: string }

/** The visible breadcrumbs and the BreadcrumbList of the page's structured data, as [name, path] pairs. */
async function trails(page: Page) {
  const visible = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => {
        const link = li.querySelector('a')
        return [li.textContent?.trim() ?? '', link ? new URL(link.href).pathname : location.pathname]
      }),
    )
  const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => {
    const things: { '@type'?: string; itemListElement?: Crumb[] }[] = scripts.flatMap((s) => {
      const parsed = JSON.parse(s.textContent ?? '[]')
      return Array.isArray(parsed) ? parsed : [parsed]
    })
    const list = things.find((thing) => thing['@type'] === 'BreadcrumbList')
    return (list?.itemListElement ?? []).map((crumb) => [crumb.name, new URL(crumb.item).pathname])
  })
  return { visible, structured }
}

test('breadcrumbs show on every kind of detail page and equal the structured data', async ({ page }) => {
  test.setTimeout(120_000)
  const story = await storyWithAuthors(page.request)
  const event = (await (await page.request.get('/api/events?perPage=1')).json()).data[0]
  const person = (await (await page.request.get('/api/peoples?perPage=1')).json()).data[0]
  const protocol = (await (await page.request.get('/api/protocols?perPage=1')).json()).data[0]
  const tender = (await (await page.request.get('/api/tenders/all?perPage=1')).json()).data[0]
  const pages: [string, string][] = [
    [story.url, story.title],
    [event.url, event.title],
    [person.url, person.name],
    [protocol.url, protocol.title],
    [`/tenders/${tender.slug}`, tender.title],
    ['/about-us', ''],
  ]
  for (const [path, title] of pages) {
    await page.goto(path)
    const { visible, structured } = await trails(page)
    expect(visible.length, path).toBeGreaterThanOrEqual(2)
    expect(visible, path).toEqual(structured)
    expect(visible[0]).toEqual(['Home', '/'])
    expect(visible.at(-1)?.[1]).toBe(path)
    if (title) expect(visible.at(-1)?.[0]).toBe(title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toBeVisible()
  }
})

test('a story: author cards link to their profiles, related stories exclude it, share links carry its address', async ({ page }) => {
  const story = await storyWithAuthors(page.request)
  await page.goto(story.url)
  const authors = page.getByRole('region', { name: /About the author/ })
  for (const author of story.authors) {
    await expect(authors.getByRole('link', { name: new RegExp(author.name) })).toHaveAttribute('href', `/people/${author.slug}`)
  }
  const related = page.getByRole('region', { name: 'Related stories' })
  const links = await related
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(links.length).toBeGreaterThan(0)
  expect(links).not.toContain(story.url)
  expect(links.every((href) => href?.startsWith(`/${story.section}/`))).toBe(true)

  const address = new URL(story.url, page.url()).toString()
  const share = page.getByRole('region', { name: 'Share this page' })
  for (const name of ['E-mail', 'LinkedIn', 'X', 'Facebook']) {
    const href = await share.locator(`a[data-share="${name}"]`).getAttribute('href')
    expect(decodeURIComponent(href ?? ''), name).toContain(address)
  }
  await expect(share.locator('a[data-share="E-mail"]')).toHaveAttribute('href', /^mailto:/)
})

test('detail pages load nothing from other hosts (share links are plain links)', async ({ page }) => {
  const story = await storyWithAuthors(page.request)
  const event = (await (await page.request.get('/api/events?when=upcoming&perPage=1')).json()).data[0]
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http')) hosts.add(url.host)
  })
  for (const path of [story.url, event.url]) await gotoHydrated(page, path)
  expect([...hosts]).toEqual([new URL(page.url()).host])
})

test('copy link puts the page address on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const story = await storyWithAuthors(page.request)
  await gotoHydrated(page, story.url)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(story.url, page.url()).toString())
})

test('listen says so when the browser cannot speak', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'speechSynthesis')
    Reflect.deleteProperty(Window.prototype, 'speechSynthesis')
  })
  await gotoHydrated(page, '/about-us')
  await page.getByRole('button', { name: 'Listen to this page' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Listening is not available in this browser.' })).toBeVisible()
})

test('listen reads the title and the text, not the kicker or the button', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: string[] }
    w.spoken = []
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void w.spoken.push(u.text)
    Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [{ name: 'Test voice', lang: 'en-GB' }] })
  })
  const story = await storyWithAuthors(page.request)
  await gotoHydrated(page, story.url)
  await page.getByRole('button', { name: 'Listen to this page' }).click()
  const spoken = (await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken))[0]
  expect(spoken.startsWith(story.title)).toBe(true)
  expect(spoken).not.toContain('Listen to this page')
  expect(spoken).not.toContain('Share this page')
  expect(spoken).not.toMatch(/^NEWS/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('an event’s date comes before its text', async ({ page }) => {
    const event = (await (await page.request.get('/api/events?when=upcoming&perPage=1')).json()).data[0]
    await page.goto(event.url)
    const date = page.getByRole('region', { name: 'Event details' }).locator('dd time').first()
    await expect(date).toBeVisible()
    const box = await date.boundingBox()
    expect(box?.y).toBeLessThan(600)
  })
})

test.describe('at 320 pixels', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a person’s e-mail wraps inside the page', async ({ page }) => {
    const { data } = await (await page.request.get('/api/peoples?perPage=50')).json()
    let found: { url: string; email: string } | null = null
    for (const p of data) {
      const { people } = await (await page.request.get(`/api/people/${p.slug}`)).json()
      if (people.email) {
        found = people
        break
      }
    }
    if (!found) throw new Error('no seeded person has an e-mail address')
    await page.goto(found.url)
    const email = page.getByRole('link', { name: found.email })
    await expect(email).toHaveAttribute('href', `mailto:${found.email}`)
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    const box = await email.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
  })
})
