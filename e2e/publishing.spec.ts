import { createClient } from '@libsql/client'

import { listingAt } from '../lib/listings'
import { cmsAsEditor, expect, test } from './fixtures'
import { e2eServer } from './servers'

/**
 * Pages are served from the cache, and an editor's change in the CMS reaches
 * them within seconds, without a rebuild or a restart.
 */

test('a cached story changes when the editor publishes, and disappears when unpublished', async ({ page, expectedErrors }, testInfo) => {
  expectedErrors.push(/^404 /)
  const { data } = await (await page.request.get('/api/news_events/news?perPage=1')).json()
  const story = data[0] as { id: number; slug: string; title: string; url: string }
  const html = async (path: string) => (await page.request.get(path)).text()

  // Two visits: the second is answered from the cache.
  expect(await html(story.url)).toContain(story.title)
  expect(await html('/news')).toContain(story.title)

  // Behind the CMS's back the database changes, and the cached page does not: it did not read the database.
  const db = createClient({ url: e2eServer(testInfo.parallelIndex).databaseUrl })
  await db.execute({ sql: 'UPDATE news SET title = ? WHERE id = ?', args: ['Changed behind the cache', story.id] })
  db.close()
  expect(await html(story.url)).toContain(story.title)
  expect(await html(story.url)).not.toContain('Changed behind the cache')

  // The editor publishes a new title: the story, the listing and the contract show it within seconds.
  const cms = await cmsAsEditor(page)
  const title = `${story.title} (updated)`
  await cms.update('news', story.id, { title, _status: 'published' })
  await expect.poll(() => html(story.url), { timeout: 10_000 }).toContain(title)
  await expect.poll(() => html('/news'), { timeout: 10_000 }).toContain(title)
  expect((await (await page.request.get(`/api/news_by_slug/${story.slug}`)).json()).title).toBe(title)

  // Unpublished, it is gone from its page and from the listing.
  await cms.update('news', story.id, { _status: 'draft' })
  await expect.poll(async () => (await page.request.get(story.url)).status(), { timeout: 10_000 }).toBe(404)
  await expect.poll(() => html('/news'), { timeout: 10_000 }).not.toContain(title)

  // Published again, for the tests that follow.
  await cms.update('news', story.id, { title: story.title, _status: 'published' })
  await expect.poll(async () => (await page.request.get(story.url)).status(), { timeout: 10_000 }).toBe(200)
})

test('a further page of a listing is served from the cache, and an editor’s change reaches it', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  const { perPage } = listingAt('/news')
  const { data } = await (await page.request.get(`/api/news_events/news?page=2&perPage=${perPage}`)).json()
  const story = data[0] as { id: number; title: string }
  const pageTwo = () => page.request.get('/news?page=2')

  // Rendered once, then answered from the cache, like the listing's first page. The test before this one
  // published a story, and its second expiry (a second after the change: lib/cache/expire.ts) may rightly
  // make a page rendered just before it stale once: the cache settles within that second.
  expect(await (await pageTwo()).text()).toContain(story.title)
  await expect.poll(async () => (await pageTwo()).headers()['x-nextjs-cache'], { timeout: 5_000 }).toBe('HIT')
  // The route behind it has no address of its own.
  expect((await page.request.get(`/listing-page/2/news`)).status()).toBe(404)

  const cms = await cmsAsEditor(page)
  const title = `${story.title} (page two)`
  await cms.update('news', story.id, { title, _status: 'published' })
  await expect.poll(async () => (await pageTwo()).text(), { timeout: 10_000 }).toContain(title)
  await cms.update('news', story.id, { title: story.title, _status: 'published' })
  await expect.poll(async () => (await pageTwo()).text(), { timeout: 10_000 }).not.toContain(title)
})

test('pages and contract reads carry headers a shared cache can use', async ({ page }) => {
  const home = await page.request.get('/')
  expect(home.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/)
  const api = await page.request.get('/api/news_events/news?page=2&perPage=10')
  expect(api.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/)
  const etag = api.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await page.request.get('/api/news_events/news?page=2&perPage=10', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  for (const path of ['/verify-staff/NVH-01001', '/captcha-form?employeeId=NVH-01001', '/subscribe/confirm?token=x']) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toMatch(/private|no-store/)
  }
  const search = await page.request.get('/search?query=malaria', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  expect(search.headers()['cache-control']).toMatch(/no-store/)
})
