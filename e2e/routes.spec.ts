import { routes } from '../lib/routes'

import { expect, firstSlug, productName, test } from './fixtures'

/** Every route pattern of the site: status, title, main heading, key content. */

/** Each page's title is the route table's (lib/routes.ts); the heading is what the page shows. */
const staticRoutes: [path: string, heading: string | RegExp, recordTitle?: string][] = [
  ['/news-blogs', 'News and blogs'],
  ['/news-and-events', 'News and events'],
  ['/our-researchers', 'Our researchers'],
  ['/in-the-news', 'In the news'],
  ['/blog', 'Blog'],
  ['/events', 'Events'],
  ['/sitemap', 'Sitemap'],
  ['/news', 'News'],
  ['/features', 'Features'],
  ['/press-releases', 'Press releases'],
  ['/publications', 'Publications'],
  ['/research-protocols', 'Research protocols'],
  ['/subscribe', 'Subscribe to our newsletter'],
  ['/senior-leadership-team', 'Senior leadership team'],
  ['/board-of-trustees', 'Board of trustees'],
  ['/scientific-advisory-group', 'Scientific advisory group'],
  ['/verify-staff', 'Verify a member of staff'],
  // The search page's title names the query.
  ['/search?q=malaria', 'Search', 'Search: “malaria”'],
  ['/captcha-form?employeeId=NVH-01234', 'Confirm you are a person'],
  // A general page: titled by its record.
  ['/about-us', /About/, 'About us'],
  ['/tenders', 'Tenders'],
]

test('home: the product name alone as title, and the front page sections', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(productName)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const section of [
    'Latest news',
    'Upcoming events',
    'Press releases',
    'In the news',
    'The institute in figures',
    'Partners and funders',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(productName)
})

for (const [path, heading, recordTitle] of staticRoutes) {
  test(`${path} renders with its title and heading`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const pattern = new URL(path, 'http://site').pathname
    await expect(page).toHaveTitle(`${productName} | ${recordTitle ?? routes.find((r) => r.pattern === pattern)?.title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

test('listings show their content on the server-rendered page', async ({ page }) => {
  await page.goto('/features')
  const cards = page.locator('main article')
  expect(await cards.count()).toBeGreaterThan(0)
  await expect(cards.first()).toContainText(/feature/i)
  await page.goto('/our-researchers')
  expect(await page.locator('main article').count()).toBe(12)
  await page.goto('/board-of-trustees')
  expect(await page.locator('.leaders > li').count()).toBeGreaterThan(0)
  await page.goto('/sitemap')
  expect(await page.locator('main a').count()).toBeGreaterThan(10)
  await page.goto('/search?q=malaria')
  await expect(page.getByRole('heading', { level: 2, name: /results? for “malaria”/ })).toBeVisible()
})

test('/people/:slug shows a profile', async ({ page }) => {
  const slug = await firstSlug(page, '/api/peoples?perPage=1')
  const { people } = await (await page.request.get(`/api/people/${slug}`)).json()
  expect((await page.goto(`/people/${slug}`))?.status()).toBe(200)
  await expect(page).toHaveTitle(`${productName} | ${people.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(people.name)
  await expect(page.getByRole('heading', { name: 'Biography' })).toBeVisible()
})

test('/events/:slug shows an event', async ({ page }) => {
  const slug = await firstSlug(page, '/api/events?perPage=1')
  const event = await (await page.request.get(`/api/event_by_slug/${slug}`)).json()
  expect((await page.goto(`/events/${slug}`))?.status()).toBe(200)
  await expect(page).toHaveTitle(`${productName} | ${event.title}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)
  await expect(page.locator('dl.facts')).toContainText('Date')
})

test('/:slug2/:slug shows a story; another section redirects permanently to its own address', async ({ page }) => {
  const { data } = await (await page.request.get('/api/news_events/features?perPage=1')).json()
  const item = data[0]
  expect((await page.goto(item.url))?.status()).toBe(200)
  await expect(page).toHaveTitle(`${productName} | ${item.title}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  const wrong = await page.request.get(`/news/${item.slug}`, { maxRedirects: 0 })
  expect(wrong.status()).toBe(308)
  expect(wrong.headers().location).toBe(item.url)
  await page.goto(`/press-releases/${item.slug}`)
  await expect(page).toHaveURL(item.url)
})

test('/protocol/:slug shows a protocol', async ({ page }) => {
  const slug = await firstSlug(page, '/api/protocols?perPage=1')
  const protocol = await (await page.request.get(`/api/protocol/${slug}`)).json()
  expect((await page.goto(`/protocol/${slug}`))?.status()).toBe(200)
  await expect(page).toHaveTitle(`${productName} | ${protocol.title}`)
  await expect(page.locator('dl.facts')).toContainText(protocol.protocolNumber)
})

test('what editors fill in shows: image credits, event divisions, tender documents', async ({ page }) => {
  const { data } = await (await page.request.get('/api/news_events/all?perPage=100')).json()
  const story = data.find((n: { image: { credit: string | null } | null }) => n.image?.credit)
  const detail = await (await page.request.get(`/api/news_by_slug/${story.slug}`)).json()
  await page.goto(story.url)
  await expect(page.locator('article figure figcaption')).toHaveText(detail.image.credit)

  const people = (await (await page.request.get('/api/peoples?perPage=100')).json()).data
  const person = people.find((p: { photo: { credit: string | null } | null }) => p.photo?.credit)
  if (person) {
    await page.goto(person.url)
    await expect(page.locator('article figure figcaption').first()).toHaveText(person.photo.credit)
  }

  const events = (await (await page.request.get('/api/events?perPage=100')).json()).data
  const event = events.find((e: { division: unknown }) => e.division)
  await page.goto(event.url)
  await expect(page.locator('dl.facts')).toContainText(event.division.name)

  const tenders = (await (await page.request.get('/api/tenders/all?perPage=100')).json()).data
  const tender = tenders.find((t: { documents: unknown[] }) => t.documents.length)
  await page.goto(`/tenders?search=${encodeURIComponent(tender.reference)}`)
  await page.getByRole('link', { name: tender.title, exact: true }).click()
  await expect(page.getByRole('link', { name: tender.documents[0].title })).toHaveAttribute('href', tender.documents[0].url)
})

const missing = [
  '/not-found',
  '/no-such-page',
  '/people/no-such-person',
  '/events/no-such-event',
  '/news/no-such-story',
  '/protocol/no-such-protocol',
  '/a/b/c',
  '/People/Not%20A%20Slug',
  '/unpublished-draft-page',
  '/news/unpublished-draft-story',
  '/verify-staff/not-an-id',
]

for (const path of missing) {
  test(`${path} is the error page with 404`, async ({ page, expectedErrors }) => {
    expectedErrors.push(/^404 /)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle(`${productName} | Page not found`)
  })
}

test('an invalid employee ID goes back to the form with a message', async ({ page }) => {
  await page.goto('/captcha-form?employeeId=nonsense!')
  await expect(page).toHaveURL(/\/verify-staff\?error=format/)
  await expect(page.getByText('Enter an employee ID like NVH-01234.')).toBeVisible()
})

test('the CMS admin is served at /admin', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/admin(\/create-first-user|\/login)?/)
})
