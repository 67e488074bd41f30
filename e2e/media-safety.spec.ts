import sharp from 'sharp'

import { administrator } from './administrator'
import { cmsAsEditor, expect, test } from './fixtures'

/**
 * The editors' newsroom in /admin itself: deleting an image that a story uses
 * is refused with the stories named; a story moved to the trash leaves the
 * site and comes back when restored.
 */

type Story = { id: number; title: string; slug: string; image: number | { id: number } | null }

test('an editor trying to delete an image a story uses sees the refusal naming the story', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^409 .*\/cms\/api\/media/)
  const cms = await cmsAsEditor(page)
  const login = await page.request.post('/cms/api/users/login', { data: administrator })
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  const [story] = await cms.find<Story>('news', '_status', 'published')

  // A new picture, used by one published story.
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f5e' } })
    .jpeg()
    .toBuffer()
  const uploaded = await page.request.post('/cms/api/media', {
    headers: auth,
    multipart: {
      file: { name: 'clinic-opening.jpg', mimeType: 'image/jpeg', buffer },
      _payload: JSON.stringify({ alt: 'The new clinic on its opening day' }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const image = (await uploaded.json()).doc as { id: number }
  const previous = typeof story.image === 'object' && story.image ? story.image.id : story.image
  await cms.update('news', story.id, { image: image.id, _status: 'published' })

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/admin/collections/media/${image.id}`)
  await page.locator('.doc-controls__popup button, button[aria-label="More options"]').first().click()
  await page.getByRole('button', { name: /^Delete$/ }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()

  const toast = page.locator('.payload-toast-container').getByText(/cannot be deleted/)
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(`This file is used by 1 document and cannot be deleted: News item “${story.title}”`)
  await page.waitForTimeout(1_000) // the toast's entrance animation, for the screenshot
  await page.screenshot({ path: test.info().outputPath('media-in-use-refusal.png') })

  // Still there; once the story no longer uses it, it deletes.
  expect(await cms.find('media', 'id', String(image.id))).toHaveLength(1)
  await cms.update('news', story.id, { image: previous, _status: 'published' })
  const deleted = await page.request.delete(`/cms/api/media/${image.id}`, { headers: auth })
  expect(deleted.status(), await deleted.text()).toBe(200)
})

test('an editor moves a story to the trash and restores it', async ({ page, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  const cms = await cmsAsEditor(page)
  const { data } = await (await page.request.get('/api/news_events/news?perPage=3')).json()
  const story = data[2] as { id: number; slug: string; title: string; url: string }
  expect((await page.request.get(story.url)).status()).toBe(200)

  await page.goto(`/admin/collections/news/${story.id}`)
  await page.locator('.doc-controls__popup button, button[aria-label="More options"]').first().click()
  await page.getByRole('button', { name: /^Delete$/ }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/trash/i)
  await expect.poll(async () => (await page.request.get(story.url)).status(), { timeout: 10_000 }).toBe(404)
  expect((await cms.find('news', 'slug', story.slug)).length).toBe(0)

  await page.goto('/admin/collections/news/trash')
  await page.getByRole('link', { name: story.title }).click()
  await page.getByRole('button', { name: 'Restore' }).click()
  await page.getByRole('checkbox', { name: 'restore-as-published' }).check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/restored/i)
  await expect.poll(async () => (await page.request.get(story.url)).status(), { timeout: 10_000 }).toBe(200)
  expect(await (await page.request.get(story.url)).text()).toContain(story.title)
})
