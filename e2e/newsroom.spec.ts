import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { defaultTimeZone } from '../lib/time'
import { administrator } from './administrator'
import { cmsAsEditor, expect, test } from './fixtures'

/**
 * The newsroom as each role uses it in /admin: a contributor submits a draft
 * for review, an editor previews it (live, beside the editor), schedules it and
 * sees it go live by itself; an embargoed press release stays invisible on
 * every public surface until its time.
 */

const stamp = Date.now()
const password = 'a long password for the newsroom'

/** Signs this browser in as a new CMS account with one role (made by the administrator). */
async function signInAs(page: Page, role: 'editor' | 'contributor'): Promise<string> {
  const email = `${role}-${stamp}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const admin = await cmsAsEditor(page)
  await admin.create('users', { email, password, roles: [role], name: `A ${role}` })
  await page.context().clearCookies()
  const login = await page.request.post('/cms/api/users/login', { data: { email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  return email
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

/** The status a visitor (no CMS session, no draft mode) gets for a path. */
async function visitorStatus(browser: Browser, path: string): Promise<number> {
  const visitor = await browser.newContext()
  try {
    return (await visitor.request.get(path)).status()
  } finally {
    await visitor.close()
  }
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

test('a contributor submits a draft for review; an editor finds it in the queue, previews it and publishes it', async ({
  page,
  browser,
  expectedErrors,
}) => {
  expectedErrors.push(/^404 /)
  test.setTimeout(120_000)
  const title = `Field notes from the cohort study ${stamp}`
  const draft = await newDraft(page, title)

  // The contributor: no Publish button, only the review state; the draft saves by itself.
  await signInAs(page, 'contributor')
  await page.goto(`/admin/collections/news/${draft.id}`)
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  // The select opens once the edit view has hydrated: on a busy machine the first click may come before.
  const readyForReview = page.getByRole('option', { name: 'Ready for review' })
  await expect(async () => {
    await page.locator('#field-review').click()
    await expect(readyForReview).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await readyForReview.click()
  // Checked from another browser: this one keeps the contributor's session until the draft has saved itself.
  const adminContext = await browser.newContext()
  const admin = await cmsAsEditor(await adminContext.newPage())
  await expect.poll(async () => (await admin.find<{ review: string }>('news', 'id', String(draft.id), true))[0]?.review).toBe('submitted')
  const [message] = await admin.find<{ to: string; text: string }>('outbox', 'subject', `Ready for review: ${title}`)
  expect(message.text).toContain(`/admin/collections/news/${draft.id}`)
  await adminContext.close()
  // Leaving the edit view releases the contributor's lock on the document.
  await page.goto('/admin')
  await cmsAsEditor(page)

  // The editor: the dashboard lists it; the Preview button opens the draft on its real page.
  await page.goto('/admin')
  const queue = page.getByRole('region', { name: /Waiting for review/ })
  // A plain link to the draft's edit view, followed with goto: on a busy machine a click on it while the
  // dashboard was still loading once left the page at /admin for the whole 10 s the check waits.
  const editView = `/admin/collections/news/${draft.id}`
  await expect(queue.getByRole('link', { name: title })).toHaveAttribute('href', editView)
  await page.goto(editView)
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: /preview/i })
      .first()
      .click(),
  ])
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
  expect((await preview.request.get(preview.url())).headers()['cache-control']).toMatch(/private/)
  // Visitors (no CMS session, no draft mode) do not see it.
  const path = new URL(preview.url()).pathname
  expect(await visitorStatus(browser, path)).toBe(404)

  await page.getByRole('button', { name: /^Publish/ }).click()
  await expect.poll(() => visitorStatus(browser, path), { timeout: 10_000 }).toBe(200)
})

test('the live preview beside the editor shows a change as it is typed, and visitors keep the published page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const cms = await cmsAsEditor(page)
  const [story] = await cms.find<{ id: number; slug: string; title: string; type: string }>('news', 'type', 'feature')
  const path = `/features/${story.slug}`
  await page.goto(`/admin/collections/news/${story.id}`)
  // Payload remembers whether this editor left the preview open (a preference kept per user): open it only if closed.
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  if (!(await toggler.getAttribute('class'))?.includes('live-preview-toggler--active')) await toggler.click()
  await expect(toggler).toHaveClass(/live-preview-toggler--active/)
  // The admin's one frame: the page being previewed.
  const frame = page.locator('iframe').first().contentFrame()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(story.title, { timeout: 20_000 })
  const typed = `${story.title}: a change not yet published`
  await page.getByRole('textbox', { name: 'Title' }).fill(typed)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 15_000 })

  // The phone width the preview offers.
  await page.getByRole('button', { name: 'Responsive' }).click()
  await page.getByRole('button', { name: 'Phone' }).click()
  await expect(page.getByRole('spinbutton').first()).toHaveValue('390')

  const visitor = await browser.newContext()
  const html = await (await visitor.request.get(path)).text()
  expect(html).toContain(story.title)
  expect(html).not.toContain('a change not yet published')
  await visitor.close()

  // Back as it was: the draft goes, the published story stays.
  await page.getByRole('textbox', { name: 'Title' }).fill(story.title)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(story.title, { timeout: 15_000 })
})

test('an editor schedules a draft a minute ahead in /admin and it goes live by itself', async ({ page, browser, expectedErrors }) => {
  expectedErrors.push(/^404 /)
  test.setTimeout(180_000)
  const title = `Scheduled announcement ${stamp}`
  const draft = await newDraft(page, title)
  const path = `/press-releases/${draft.slug}`
  await cmsAsEditor(page)
  await page.goto(`/admin/collections/news/${draft.id}`)
  await page.locator('.doc-controls .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  // A draft never published: the drawer offers Publish, not Unpublish.
  await expect(drawer.locator('.schedule-publish__type input[type="radio"][id$="-type-publish"]')).toBeChecked()
  await expect(drawer.locator('.schedule-publish__type input[type="radio"][id$="-type-unpublish"]')).not.toBeChecked()
  // The next whole minute at least 45 s ahead: the drawer takes minutes, and a time a moment away would be due
  // (and published, and gone from the upcoming list) before the list is read again.
  const at = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000)
  const input = drawer.locator('.react-datepicker__input-container input')
  // The drawer reads the time in the institute's zone, which it offers first.
  const when = at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: defaultTimeZone,
  })
  // The date picker can settle a moment after the drawer opens and drop what was typed: type it again until it holds.
  await expect(async () => {
    await input.fill(when)
    await input.press('Enter')
    await expect(input).not.toHaveValue('', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('No upcoming events scheduled.')).toHaveCount(0)

  expect(await visitorStatus(browser, path)).toBe(404)
  await expect.poll(() => visitorStatus(browser, path), { timeout: 150_000, intervals: [3_000] }).toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})

test('a contributor cannot schedule or cancel publishing by calling the server function /admin uses', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'contributor')
  // The contributor's own draft, which they may edit (and so autosave) in /admin. The CMS takes the session
  // cookie only from the site's own origin, as the browser sends it.
  await page.goto('/admin')
  const created = await page.request.post('/cms/api/news', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: `Not for contributors to schedule ${stamp}`,
      type: 'news',
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      summary: 'A draft its contributor would like published.',
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const draft: { id: number | string; title: string } = (await created.json()).doc
  // The contributor's /admin makes server-function calls (form state as they type): the same action, any name.
  await page.goto(`/admin/collections/news/${draft.id}`)
  const call = page.waitForRequest((request) => request.method() === 'POST' && Boolean(request.headers()['next-action']))
  await page.getByRole('textbox', { name: 'Title' }).fill(`${draft.title} (edited)`)
  const action = (await call).headers()['next-action']
  const callServerFunction = async (name: string, args: Record<string, unknown>) => {
    const answer = await page.request.post(`/admin/collections/news/${draft.id}`, {
      headers: { 'next-action': action, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify([{ name, args }]),
    })
    return answer.text()
  }
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
  const schedule = await callServerFunction('schedule-publish', {
    type: 'publish',
    date: inAnHour,
    doc: { relationTo: 'news', value: draft.id },
  })
  expect(schedule).toContain('Only editors and administrators can schedule publishing or cancel a schedule.')
  const cancel = await callServerFunction('schedule-publish', { deleteID: 1 })
  expect(cancel).toContain('Only editors and administrators can schedule publishing or cancel a schedule.')
})

test('two editors on one story: the second sees who is editing, may read it or take over, and the take-over is on record', async ({
  page,
  browser,
  baseURL,
  expectedErrors,
}) => {
  test.setTimeout(120_000)
  // The first editor's typing after the take-over is refused (423 Locked), as it should be.
  expectedErrors.push(/^423 /)
  const draft = await newDraft(page, `Story two editors open ${stamp}`)
  const first = await signInAs(page, 'editor')
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })])
  const [second, adminPage] = await Promise.all(contexts.map((context) => context.newPage()))
  try {
    await signInAs(second, 'editor')
    const admin = await cmsAsEditor(adminPage)
    const savedTitle = async () => (await admin.find<{ title: string }>('news', 'id', String(draft.id), true))[0].title
    const url = `/admin/collections/news/${draft.id}`

    // The first editor starts typing: the story is locked to them, and stays locked through the autosaves.
    await page.goto(url)
    const title = page.getByRole('textbox', { name: 'Title' })
    await title.fill(`Story two editors open ${stamp}, first words`)
    await expect.poll(savedTitle, { timeout: 15_000 }).toBe(`Story two editors open ${stamp}, first words`)

    // The second editor is told who is editing, and is offered to go back, read, or take over.
    await second.goto(url)
    const notice = second.getByRole('dialog').filter({ hasText: 'Document locked' })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await expect(notice).toContainText(first)
    await expect(notice.getByRole('button', { name: 'Go back' })).toBeVisible()
    await expect(notice.getByRole('button', { name: 'View read-only' })).toBeVisible()
    await notice.getByRole('button', { name: 'Take over' }).click()
    await expect(notice).toBeHidden()
    const secondTitle = second.getByRole('textbox', { name: 'Title' })
    await expect(secondTitle).toBeEditable()
    // Taking over refreshes the view, which can put back what was typed a moment before: type until it is saved.
    await expect(async () => {
      await secondTitle.fill(`Story two editors open ${stamp}, taken over`)
      await expect.poll(savedTitle, { timeout: 5_000 }).toBe(`Story two editors open ${stamp}, taken over`)
    }).toPass({ timeout: 40_000 })

    // The first editor's next keystroke shows that editing was taken over, and nothing of theirs overwrites it.
    await title.fill(`Story two editors open ${stamp}, too late`)
    await expect(page.getByText('Another user has taken over editing this document.')).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(2_000)
    expect(await savedTitle()).toBe(`Story two editors open ${stamp}, taken over`)
    const rows = await admin.find<{ action: string; who: string }>('audit-log', 'document', String(draft.id))
    expect(rows.filter((row) => row.action === 'take-over').map((row) => row.who)).toHaveLength(1)
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
})

test('the list of stories shows each one’s state in words', async ({ page }) => {
  const embargoed = await newDraft(page, `Story with a state ${stamp}`, {
    publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    _status: 'published',
  })
  await page.goto(`/admin/collections/news?search=${encodeURIComponent(embargoed.title as string)}`)
  const row = page.getByRole('row').filter({ hasText: `Story with a state ${stamp}` })
  await expect(row).toContainText(/Embargoed until \d{1,2} \w+ \d{4}, \d{2}:\d{2}/)
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible()
})

test('the audit log in /admin shows a story’s publish, unpublish, trash and restore, newest first, each with who did it', async ({
  page,
}) => {
  const title = `Audited story ${stamp}`
  const story = await newDraft(page, title)
  const admin = await cmsAsEditor(page)
  await admin.update('news', story.id, { _status: 'published' })
  await admin.update('news', story.id, { _status: 'draft' })
  await admin.update('news', story.id, { deletedAt: new Date().toISOString() })
  await admin.update('news', story.id, { deletedAt: null, _status: 'draft' }, { inTrash: true })

  await page.goto(`/admin/collections/audit-log?where[document][equals]=${story.id}&where[collection][equals]=news`)
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
  const rows = page.getByRole('row').filter({ hasText: title })
  await expect(rows).toHaveCount(5)
  const actions = await rows.evaluateAll((found) => found.map((row) => row.querySelector('.cell-action')?.textContent?.trim()))
  expect(actions).toEqual(['Restored', 'Moved to the trash', 'Unpublished', 'Published', 'Created'])
  for (const row of await rows.all()) await expect(row).toContainText(administrator.email)
  // Read-only, even to an administrator: no way to make, change or delete an entry.
  await expect(page.getByRole('link', { name: /Create new/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
})

test('the calendar shows an embargoed story on its day in the institute’s zone, linking to its edit view', async ({ page }) => {
  const at = new Date(Date.now() + 3 * 86_400_000)
  const story = await newDraft(page, `Calendar story ${stamp}`, { publishedAt: at.toISOString(), _status: 'published' })
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: defaultTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  await page.goto(`/admin/calendar?view=week&week=${day}`)
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible()
  const entry = page.getByRole('link', { name: new RegExp(`Embargoed: Calendar story ${stamp}`) })
  await expect(entry).toHaveAttribute('href', `/admin/collections/news/${story.id}`)
  await page.goto(`/admin/calendar?view=month&month=${day.slice(0, 7)}`)
  await expect(page.getByRole('table')).toContainText(`Calendar story ${stamp}`)
  // The dashboard lists it among what is coming.
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: /Scheduled in the next 30 days/ })).toContainText(`Calendar story ${stamp}`)
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Calendar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/calendar$/)
})

test('a story given a publication time in /admin goes live at that minute in the institute’s zone, not at noon', async ({
  page,
  browser,
  expectedErrors,
}) => {
  expectedErrors.push(/^404 /)
  test.setTimeout(240_000)
  const draft = await newDraft(page, `Story timed to the minute ${stamp}`)
  const path = `/press-releases/${draft.slug}`
  // The next whole minute at least 60 s ahead (time enough to type it and publish, twice if need be), as the editor
  // reads the clock in the institute's zone.
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
  const typed = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: defaultTimeZone,
  })
    .format(at)
    .replace(/ at /, ', ')
  const admin = await cmsAsEditor(page)
  const saved = async () =>
    (await admin.find<{ _status: string; publishedAt: string; publishedAt_tz: string }>('news', 'id', String(draft.id)))[0]
  await page.goto(`/admin/collections/news/${draft.id}`)
  const input = page
    .locator('.field-type')
    .filter({ hasText: 'Publication date and time' })
    .locator('.react-datepicker__input-container input')
    .first()
  await expect(async () => {
    await input.fill(typed)
    await input.press('Enter')
    await expect(input).toHaveValue(typed, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // The change is autosaved as a draft first (0.8 s after it): a publish sent while that save is on its way can be
  // overtaken by it on the server, and the story stays a draft ("Last saved" may be the draft's earlier save). The
  // editor publishes once the autosave is done, and publishes again if the story is still a draft, as an editor would.
  await expect(page.getByText(/^Last saved /)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Saving...')).toHaveCount(0, { timeout: 15_000 })
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(async () => (await saved())?._status, { timeout: 8_000 }).toBe('published')
  }).toPass({ timeout: 30_000 })
  expect(await saved()).toMatchObject({ publishedAt: at.toISOString(), publishedAt_tz: defaultTimeZone })
  expect(await visitorStatus(browser, path)).toBe(404)
  await expect.poll(() => visitorStatus(browser, path), { timeout: 120_000, intervals: [2_000] }).toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})
