import type { Locator, Page } from '@playwright/test'

import { cmsAsEditor, expect, test } from './fixtures'

/**
 * /admin sends nothing to another host: no avatar service (Gravatar would get
 * a hash of the editor's e-mail on every page), no code from a CDN (Payload's
 * JSON viewer loads its editor from one). Every request the browser makes on
 * the editors' everyday pages is recorded, and any to another host fails.
 */
test('the admin makes no request to another host', async ({ page, baseURL }) => {
  const ownHost = new URL(baseURL ?? '').host
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== ownHost) elsewhere.push(request.url())
  })

  // A form submission to open: its answers are shown as text.
  const email = `admin-privacy-${Date.now()}@example.org`
  const message = 'Please send us the protocol of the malaria vaccine trial.'
  const posted = await page.request.post('/api/form-submit', {
    data: { form: 'contact', name: 'Nia Privacy', email, topic: 'research', message },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': '10.77.0.1' },
  })
  expect(posted.status(), await posted.text()).toBe(201)

  const cms = await cmsAsEditor(page) // signs this browser in (the session cookie is shared)
  const [submission] = await cms.find<{ id: number }>('form-submissions', 'submissionData.value', email)
  const [story] = await cms.find<{ id: number }>('news', '_status', 'published')

  const visit = async (path: string, shows: (page: Page) => Locator) => {
    await page.goto(path)
    await expect(shows(page).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  await visit('/admin', (p) => p.getByRole('heading', { name: 'Content', level: 2 })) // the dashboard
  await visit('/admin/collections/news', (p) => p.getByRole('heading', { name: 'News & blogs', level: 1 }))
  await visit(`/admin/collections/news/${story.id}`, (p) => p.getByRole('heading', { level: 1 }))
  await visit(`/admin/collections/form-submissions/${submission.id}`, (p) => p.getByRole('heading', { level: 1 }))
  // What the visitor sent is readable as it is.
  await expect.soft(page.getByText(`Message: ${message}`)).toBeVisible()
  await visit('/admin/account', (p) => p.getByRole('textbox', { name: /email/i }))

  expect(elsewhere, 'requests to other hosts').toEqual([])
})
