import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from './fixtures'

/** Events: upcoming and past tabs, the ended state, times in the event's zone. Tenders: their pages and deadlines. */

type Event = { slug: string; url: string; title: string; startsAt: string; endsAt: string | null; timeZone: string }
type Tender = {
  slug: string
  title: string
  reference: string
  status: string
  closesAt: string
  documents: { title: string; url: string }[]
}

/** The start times of the event cards shown, in order. */
const cardTimes = (page: Page) => page.locator('.card-grid time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))

test('/events shows upcoming events first, soonest first', async ({ page }) => {
  await page.goto('/events')
  await expect(page.getByRole('navigation', { name: 'Upcoming or past events' }).getByRole('link', { name: 'Upcoming' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const times = await cardTimes(page)
  expect(times.length).toBeGreaterThan(1)
  expect(times).toEqual([...times].sort())
  expect(times.every((t) => new Date(t) >= new Date(Date.now() - 60_000))).toBe(true)
  const soonest = (await (await page.request.get('/api/events?when=upcoming&perPage=1')).json()).data[0]
  expect(times[0]).toBe(soonest.startsAt)
})

test('the Past tab lists past events latest first and keeps its state in the address', async ({ page }) => {
  await gotoHydrated(page, '/events')
  await page.getByRole('link', { name: 'Past', exact: true }).click()
  await expect(page).toHaveURL(/\/events\?when=past$/)
  await expect(page.getByRole('link', { name: 'Past', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(async () => {
    const times = await cardTimes(page)
    expect(times.length).toBeGreaterThan(1)
    expect(times).toEqual([...times].sort().reverse())
    expect(times.every((t) => new Date(t) < new Date())).toBe(true)
  }).toPass({ timeout: 30_000 })
  // Searching within the tab stays within it.
  await page.getByLabel('Search events').fill('webinar')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/when=past/)
  await expect(page).toHaveURL(/search=webinar/)
  await expect(async () => {
    const times = await cardTimes(page)
    expect(times.length).toBeGreaterThan(0)
    expect(times.every((t) => new Date(t) < new Date())).toBe(true)
  }).toPass({ timeout: 30_000 })
  await page.reload()
  await expect(page.getByRole('link', { name: 'Past', exact: true })).toHaveAttribute('aria-current', 'page')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the tabs are links that work', async ({ page }) => {
    await page.goto('/events?when=past')
    const past = await cardTimes(page)
    expect(past.length).toBeGreaterThan(0)
    expect(past.every((t) => new Date(t) < new Date())).toBe(true)
    await page.getByRole('link', { name: 'Upcoming', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
    const upcoming = await cardTimes(page)
    expect(upcoming.every((t) => new Date(t) >= new Date(Date.now() - 60_000))).toBe(true)
  })
})

test('a past event says it has ended and offers no calendar or registration', async ({ page }) => {
  const past: Event = (await (await page.request.get('/api/events?when=past&perPage=1')).json()).data[0]
  await page.goto(past.url)
  await expect(page.getByText('This event has ended.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Register/ })).toHaveCount(0)

  const upcoming: Event = (await (await page.request.get('/api/events?when=upcoming&perPage=1')).json()).data[0]
  await page.goto(upcoming.url)
  await expect(page.getByText('This event has ended.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${upcoming.url}/calendar.ics`)
})

test('an event’s time is shown and exported in its own time zone', async ({ page }) => {
  const { data } = await (await page.request.get('/api/events?perPage=100')).json()
  const event: Event | undefined = data.find((e: Event) => e.timeZone === 'Asia/Dhaka')
  if (!event) throw new Error('the seed has an event in Asia/Dhaka')
  const local = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dhaka' }).format(new Date(iso))
  const utc = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso))
  expect(local(event.startsAt)).not.toBe(utc(event.startsAt))

  await page.goto(event.url)
  const facts = page.getByRole('region', { name: 'Event details' })
  await expect(facts).toContainText(`${local(event.startsAt)}–${local(event.endsAt ?? event.startsAt)}`)
  await expect(facts).toContainText('GMT+6 (Bangladesh Standard Time)')

  const ics = await page.request.get(`${event.url}/calendar.ics`)
  expect(ics.status()).toBe(200)
  const text = await ics.text()
  const wall = (iso: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Dhaka',
      })
        .formatToParts(new Date(iso))
        .map((p) => [p.type, p.value]),
    )
    return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
  }
  expect(text).toContain(`DTSTART;TZID=Asia/Dhaka:${wall(event.startsAt)}`)

  // The card on /events shows the same zone.
  await page.goto(`/events?search=${encodeURIComponent(event.title.split(':')[0])}`)
  await expect(
    page
      .locator('.card-grid')
      .getByText(`${local(event.startsAt)} GMT+6`)
      .first(),
  ).toBeVisible()
})

test('a tender has a page: reference, countdown, how to bid and a document that downloads', async ({ page }) => {
  const tender: Tender = (await (await page.request.get('/api/tenders/open?perPage=1')).json()).data[0]
  await gotoHydrated(page, '/tenders')
  await page.getByRole('link', { name: tender.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/tenders/${tender.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tender.title)
  const facts = page.getByRole('region', { name: 'Tender details' })
  await expect(facts).toContainText(tender.reference)
  await expect(facts).toContainText(/closes (in \d+ days|tomorrow|today)/)
  await expect(page.getByText(/^open · closes \d+ \w+ \d{4}$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How to bid' })).toBeVisible()
  const link = page.getByRole('region', { name: 'Tender documents' }).getByRole('link', { name: tender.documents[0].title })
  await expect(link).toHaveAttribute('href', tender.documents[0].url)
  const file = await page.request.get(tender.documents[0].url)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('pdf')
})

test('a closed tender says when it closed, never "closed · closes"', async ({ page }) => {
  const tender: Tender = (await (await page.request.get('/api/tenders/closed?perPage=1')).json()).data[0]
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(
    new Date(tender.closesAt),
  )
  await page.goto(`/tenders/${tender.slug}`)
  await expect(page.getByRole('main')).toContainText(`closed on ${day}`)
  await expect(page.getByRole('main')).not.toContainText('closes')
  await page.goto('/tenders')
  await expect(page.getByRole('main')).toContainText('closed on')
  await expect(page.getByRole('main')).not.toContainText(/closed · closes/)
})

test('an unknown tender is the error page, 404', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  expect((await page.goto('/tenders/no-such-tender'))?.status()).toBe(404)
  expect((await page.request.get('/api/tender_by_slug/no-such-tender')).status()).toBe(404)
  expect((await page.request.get('/api/tender_by_slug/Bad_Slug')).status()).toBe(400)
})

for (const path of ['/events?when=past', '/news?page=2']) {
  test(`a card without a picture shows its date in the picture’s place, as decoration (${path})`, async ({ page }) => {
    await page.goto(path)
    const cards = page.locator('main article.card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(1)
    let standIns = 0
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i)
      const standIn = card.locator('.card-stand-in')
      // One or the other, so the cards of a row line up.
      expect((await card.locator('img').count()) + (await standIn.count())).toBe(1)
      if (!(await standIn.count())) continue
      standIns++
      await expect(standIn).toHaveAttribute('aria-hidden', 'true')
      // The same day as the card's meta line ("23 July 2026, 16:00 GMT+3": an event's, where it happens).
      const [day, month, year] = ((await card.locator('time').textContent()) ?? '').split(/[ ,]+/)
      await expect(standIn).toHaveText(`${day}${month.slice(0, 3)} ${year}`)
    }
    expect(standIns).toBeGreaterThan(0)
  })
}

test('protocols and tenders show their status as a labelled badge: its word in a frame, not a colour alone', async ({ page }) => {
  for (const [path, words] of [
    ['/research-protocols', 'Planned|Recruiting|Active|Completed'],
    ['/tenders', 'Open|Closed|Awarded'],
  ] as const) {
    await page.goto(path)
    const badges = page.locator('main .status-badge')
    expect(await badges.count()).toBeGreaterThan(0)
    // Read as "Status: Open" by a screen reader; seen as "Open" in a frame.
    for (const text of await badges.allTextContents()) expect(text).toMatch(new RegExp(`^Status: (${words})$`))
    const frame = await badges.first().evaluate((el) => {
      const style = getComputedStyle(el)
      return { border: style.borderTopStyle, width: style.borderTopWidth, colour: style.color, borderColour: style.borderTopColor }
    })
    expect(frame).toMatchObject({ border: 'solid', width: '1px' })
    expect(frame.borderColour).toBe(frame.colour)
    // On the record's own page, in its details beside "Status".
    await badges.first().locator('xpath=ancestor::article').getByRole('link').first().click()
    const details = page.getByRole('region', { name: /details$/ })
    await expect(details.locator('.status-badge')).toHaveText(new RegExp(`^(${words})$`))
  }
})
