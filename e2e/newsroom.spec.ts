import type { APIRequestContext, Page } from '@playwright/test'

import { cmsAsEditor, expect, test } from './fixtures'

/**
 * The newsroom as each role uses it in /admin: a contributor submits a draft
 * for review, an editor previews it (live, beside the editor), schedules it and
 * sees it go live by itself; an embargoed press release stays invisible on
 * every public surface until its time.
 */

const stamp = Date.now()
const password = 'a long password for the newsroom'

/** A new CMS account with one role (made by the administrator), signed in on a page of its own. */
async function signedIn(page: Page, role: 'editor' | 'contributor'): Promise<{ email: string }> {
  const email = `${role}-${stamp}@example.org`
  const admin = await cmsAsEditor(page)
  await admin.create('users', { email, password, roles: [role], name: `A ${role}` })
  await page.context().clearCookies()
  const login = await page.request.post('/cms/api/users/login', { data: { email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  return { email }
}

async function newDraft(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const admin = await cmsAsEditor(page)
  return admin.create('news', {
    title,
    type: 'press-release',
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    summary: `${title}: a summary.`,
    _status: 'draft',
    ...extra,
  })
}

/** Every public place a press release appears. */
async function publicSurfaces(request: APIRequestContext, slug: string, title: string) {
  const text = async (path: string, headers: Record<string, string> = {}) => (await request.get(path, { headers })).text()
  return {
    page: (await request.get(`/press-releases/${slug}`)).status(),
    listing: (await text('/press-releases')).includes(title),
    contract: (await text('/api/news_events/press-releases?perPage=50')).includes(slug),
    home: (await text('/')).includes(title),
    feed: (await text('/feed.xml')).includes(title),
    search: (await text(`/search?query=${encodeURIComponent(title)}`, { 'X-Requested-With': 'XMLHttpRequest' })).includes(slug),
    sitemap: (await text('/sitemap.xml')).includes(slug),
  }
}

test('an embargoed press release stays off every public surface until its time, then appears by itself', async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/^404 /)
  test.setTimeout(90_000)
  const title = `Embargoed vaccine results ${stamp}`
  const releaseAt = new Date(Date.now() + 25_000)
  const doc = await newDraft(page, title, { publishedAt: releaseAt.toISOString(), _status: 'published' })

  const hidden = await publicSurfaces(page.request, doc.slug, title)
  expect(hidden).toEqual({ page: 404, listing: false, contract: false, home: false, feed: false, search: false, sitemap: false })

  // Nobody saves it again: at its time it shows everywhere within the watch's tick (and the caches' seconds).
  await expect
    .poll(() => publicSurfaces(page.request, doc.slug, title), { timeout: 60_000, intervals: [2_000] })
    .toEqual({ page: 200, listing: true, contract: true, home: true, feed: true, search: true, sitemap: true })
  expect(Date.now()).toBeGreaterThanOrEqual(releaseAt.getTime())
})
