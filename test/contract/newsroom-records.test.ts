import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditScheduling } from '@/cms/hooks/audit'
import { calendarEntries } from '@/cms/calendar'
import { pruneAuditLog, removeUntouchedDrafts } from '@/cms/jobs'
import { loadPublicationState } from '@/cms/publicationState'
import { defaultTimeZone } from '@/lib/time'
import { cmsRest } from '../support/cms'

/**
 * What the newsroom keeps on record and how it keeps people out of each
 * other's way, through the CMS's REST API: publication dates to the minute in
 * the institute's zone, the audit log (who did what; read-only to everyone),
 * locks that hold through autosaves, review notes that reach the author, and
 * each document's state in words.
 */

let payload: Payload
type Who = 'admin' | 'editor' | 'editor2' | 'contributor'
const accounts = {} as Record<Who, { id: number; email: string; token: string }>
const stamp = Date.now()
const password = 'a long test password'

beforeAll(async () => {
  payload = await getPayload({ config })
  const roles: Record<Who, 'admin' | 'editor' | 'contributor'> = {
    admin: 'admin',
    editor: 'editor',
    editor2: 'editor',
    contributor: 'contributor',
  }
  for (const who of Object.keys(roles) as Who[]) {
    const email = `records-${who}-${stamp}@example.org`
    const user = await payload.create({ collection: 'users', data: { email, password, roles: [roles[who]] }, overrideAccess: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token as string
    accounts[who] = { id: user.id, email, token }
  }
})

// What these tests made leaves with them: later files pick "the latest story" and must not meet these.
afterAll(async () => {
  const mine = { slug: { like: String(stamp) } }
  const { docs } = await payload.find({
    collection: 'news',
    where: mine,
    trash: true,
    draft: true,
    pagination: false,
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length)
    await payload.delete({
      collection: 'payload-jobs',
      where: { or: [{ 'input.doc.value': { in: ids } }, { 'input.doc.value': { in: ids.map(String) } }] },
      overrideAccess: true,
    })
  await payload.delete({ collection: 'news', where: mine, trash: true, overrideAccess: true })
  await payload.delete({ collection: 'events', where: mine, trash: true, overrideAccess: true })
})

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
const story = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`,
  type: 'news' as const,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  summary: `Summary of ${title}.`,
  ...extra,
})

async function draftStory(title: string, who: Who = 'editor', extra: Record<string, unknown> = {}) {
  const created = await cmsRest('/cms/api/news?draft=true', {
    method: 'POST',
    token: accounts[who].token,
    ...json({ ...story(title, extra), _status: 'draft' }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.doc.id as number
}

/**
 * The audit log's rows for one document, oldest first, as an administrator reads them over REST. SQLite may give
 * a document deleted for good its ID again: `since` leaves out the rows of earlier documents.
 */
async function auditOf(collection: string, id: number | string, since = new Date(0)) {
  const res = await cmsRest(
    `/cms/api/audit-log?where[collection][equals]=${collection}&where[document][equals]=${id}&where[createdAt][greater_than_equal]=${since.toISOString()}&sort=createdAt&limit=100`,
    { token: accounts.admin.token },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.docs as { action: string; who: string; title: string; detail?: string }[]
}

describe('publication dates', () => {
  it('keep the minute they were given and the institute’s zone they were entered in', async () => {
    const id = await draftStory('Dated to the minute', 'editor', { publishedAt: '2026-03-05T11:04:00.000Z' })
    const doc = await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true })
    expect(doc.publishedAt).toBe('2026-03-05T11:04:00.000Z')
    expect(doc.publishedAt_tz).toBe(defaultTimeZone)
  })
})

describe('the audit log', () => {
  it('records a create, publish, unpublish, trash, restore and delete cycle, each with who did it', async () => {
    const editor = accounts.editor
    // On SQLite a new story may take the ID of one deleted for good by an earlier file: only this story's rows count.
    const since = new Date()
    const id = await draftStory('Audited story')
    const patch = (query: string, body: unknown, token = editor.token) =>
      cmsRest(`/cms/api/news/${id}${query}`, { method: 'PATCH', token, ...json(body) })
    expect((await patch('', { _status: 'published' })).status).toBe(200)
    expect((await patch('', { _status: 'draft' })).status).toBe(200)
    expect((await patch('', { deletedAt: new Date().toISOString() })).status).toBe(200)
    expect((await patch('?trash=true', { deletedAt: null, _status: 'draft' })).status).toBe(200)
    const gone = await cmsRest(`/cms/api/news/${id}`, { method: 'DELETE', token: editor.token })
    expect(gone.status, JSON.stringify(gone.body)).toBe(200)

    const rows = await auditOf('news', id, since)
    expect(rows.map((row) => row.action)).toEqual(['create', 'publish', 'unpublish', 'delete', 'restore', 'delete-permanently'])
    for (const row of rows) {
      expect(row.who).toBe(editor.email)
      expect(row.title).toBe('Audited story')
    }
  })

  it('records autosaves once in a while, not every one', async () => {
    const since = new Date()
    const id = await draftStory('Autosaved story')
    for (const title of ['Autosaved story, one', 'Autosaved story, two', 'Autosaved story, three']) {
      const res = await cmsRest(`/cms/api/news/${id}?draft=true&autosave=true`, {
        method: 'PATCH',
        token: accounts.editor.token,
        ...json({ title, _status: 'draft' }),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect((await auditOf('news', id, since)).map((row) => row.action)).toEqual(['create'])
  })

  it('records sign-ins, failed sign-ins with the address tried, role changes and settings changes', async () => {
    const tried = `nobody-${stamp}@example.org`
    const failed = await cmsRest('/cms/api/users/login', { method: 'POST', ...json({ email: tried, password: 'wrong password here' }) })
    expect(failed.status).toBe(401)
    const signedIn = await cmsRest('/cms/api/users/login', { method: 'POST', ...json({ email: accounts.editor2.email, password }) })
    expect(signedIn.status).toBe(200)
    const raised = await cmsRest(`/cms/api/users/${accounts.contributor.id}`, {
      method: 'PATCH',
      token: accounts.admin.token,
      ...json({ roles: ['contributor', 'editor'] }),
    })
    expect(raised.status, JSON.stringify(raised.body)).toBe(200)
    const settings = await cmsRest('/cms/api/globals/settings', {
      method: 'POST',
      token: accounts.admin.token,
      ...json({ tagline: `Audited tagline ${stamp}` }),
    })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)

    const find = async (where: string) =>
      (await cmsRest(`/cms/api/audit-log?${where}&sort=-createdAt&limit=5`, { token: accounts.admin.token })).body.docs as {
        action: string
        who: string
        detail?: string
      }[]
    expect((await find(`where[who][equals]=${encodeURIComponent(tried)}`))[0]?.action).toBe('sign-in-failed')
    expect((await find(`where[who][equals]=${encodeURIComponent(accounts.editor2.email)}&where[action][equals]=sign-in`)).length).toBe(1)
    const roleChange = (await auditOf('users', accounts.contributor.id)).find((row) => row.action === 'role-change')
    expect(roleChange).toMatchObject({ who: accounts.admin.email, detail: 'contributor → contributor, editor' })
    const settingsChange = await find(
      `where[action][equals]=settings-change&where[who][equals]=${encodeURIComponent(accounts.admin.email)}`,
    )
    expect(settingsChange.length).toBeGreaterThan(0)
  })

  it('records a schedule made through the Schedule drawer', async () => {
    const since = new Date()
    const id = await draftStory('Scheduled and audited')
    const editor = {
      ...(await payload.findByID({ collection: 'users', id: accounts.editor.id, overrideAccess: true })),
      collection: 'users' as const,
    }
    const at = new Date(Date.now() + 86_400_000).toISOString()
    await auditScheduling(
      payload,
      editor,
      { type: 'publish', date: at, doc: { relationTo: 'news', value: String(id) } },
      { message: 'Success' },
    )
    // A refused or failed call leaves no row.
    await auditScheduling(payload, editor, { type: 'unpublish', date: at, doc: { relationTo: 'news', value: String(id) } }, { error: 'no' })
    const rows = await auditOf('news', id, since)
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      ['create', null],
      ['schedule', `publish at ${at}`],
    ])
  })

  it('is read by administrators only, and nobody writes, changes or deletes a row through the API', async () => {
    const { docs } = await payload.find({ collection: 'audit-log', limit: 1, overrideAccess: true })
    const row = docs[0]
    expect(row).toBeDefined()
    for (const who of ['editor', 'contributor'] as const) {
      const read = await cmsRest('/cms/api/audit-log', { token: accounts[who].token })
      expect(read.status).toBe(403)
    }
    for (const who of ['admin', 'editor'] as const) {
      const token = accounts[who].token
      expect((await cmsRest(`/cms/api/audit-log/${row.id}`, { method: 'DELETE', token })).status).toBe(403)
      expect((await cmsRest(`/cms/api/audit-log/${row.id}`, { method: 'PATCH', token, ...json({ who: 'someone else' }) })).status).toBe(403)
      expect((await cmsRest('/cms/api/audit-log', { method: 'POST', token, ...json({ action: 'sign-in', who: 'made up' }) })).status).toBe(
        403,
      )
    }
    expect((await payload.findByID({ collection: 'audit-log', id: row.id, overrideAccess: true })).who).toBe(row.who)
  })

  it('keeps rows for AUDIT_LOG_DAYS, then prunes them', async () => {
    const old = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', who: `old-${stamp}@example.org`, createdAt: new Date(Date.now() - 400 * 86_400_000).toISOString() },
      overrideAccess: true,
    })
    const recent = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', who: `recent-${stamp}@example.org` },
      overrideAccess: true,
    })
    expect(await pruneAuditLog(payload)).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'audit-log', id: old.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'audit-log', id: recent.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})

describe('locks', () => {
  const lockOf = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-locked-documents',
        where: { and: [{ 'document.relationTo': { equals: 'news' } }, { 'document.value': { equals: id } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  const autosave = (id: number, who: Who, title: string) =>
    cmsRest(`/cms/api/news/${id}?draft=true&autosave=true`, {
      method: 'PATCH',
      token: accounts[who].token,
      ...json({ title, _status: 'draft' }),
    })
  const owner = (lock: { user: { value: unknown } }) =>
    typeof lock.user.value === 'object' ? (lock.user.value as { id: number }).id : lock.user.value

  it('hold through autosaves: a second editor is refused until they take over, and the take-over is recorded', async () => {
    const since = new Date()
    const id = await draftStory('Locked story')
    expect((await autosave(id, 'editor', 'Locked story, first words')).status).toBe(200)
    let locks = await lockOf(id)
    expect(locks).toHaveLength(1)
    expect(owner(locks[0])).toBe(accounts.editor.id)

    // Autosave after autosave, the lock stays with the first editor.
    expect((await autosave(id, 'editor', 'Locked story, more words')).status).toBe(200)
    expect((await lockOf(id)).map(owner)).toEqual([accounts.editor.id])

    const refused = await autosave(id, 'editor2', 'Overwritten by the second editor')
    expect(refused.status).toBe(423)
    expect((await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true })).title).toBe('Locked story, more words')

    // The take-over, as /admin's "Take over" button sends it.
    locks = await lockOf(id)
    const takeOver = await cmsRest(`/cms/api/payload-locked-documents/${locks[0].id}`, {
      method: 'PATCH',
      token: accounts.editor2.token,
      ...json({ user: { relationTo: 'users', value: accounts.editor2.id } }),
    })
    expect(takeOver.status, JSON.stringify(takeOver.body)).toBe(200)
    expect((await autosave(id, 'editor', 'The first editor, too late')).status).toBe(423)
    expect((await autosave(id, 'editor2', 'Locked story, taken over')).status).toBe(200)
    expect((await lockOf(id)).map(owner)).toEqual([accounts.editor2.id])

    const takeOvers = (await auditOf('news', id, since)).filter((row) => row.action === 'take-over')
    expect(takeOvers).toEqual([expect.objectContaining({ who: accounts.editor2.email, title: 'Locked story, more words' })])
  })

  it('name their holder to colleagues, who read each other’s name and address but change only their own account', async () => {
    const colleague = await cmsRest(`/cms/api/users/${accounts.editor.id}`, { token: accounts.contributor.token })
    expect(colleague.status).toBe(200)
    expect(colleague.body.email).toBe(accounts.editor.email)
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken']) expect(colleague.body).not.toHaveProperty(secret)
    const change = await cmsRest(`/cms/api/users/${accounts.editor.id}`, {
      method: 'PATCH',
      token: accounts.editor2.token,
      ...json({ name: 'Renamed by a colleague' }),
    })
    expect(change.status).toBe(403)
    expect((await cmsRest('/cms/api/users', {})).status).toBe(403)
  })

  it('are released by publishing', async () => {
    const id = await draftStory('Published and unlocked')
    expect((await autosave(id, 'editor', 'Published and unlocked')).status).toBe(200)
    expect(await lockOf(id)).toHaveLength(1)
    const published = await cmsRest(`/cms/api/news/${id}`, {
      method: 'PATCH',
      token: accounts.editor.token,
      ...json({ _status: 'published' }),
    })
    expect(published.status).toBe(200)
    expect(await lockOf(id)).toHaveLength(0)
  })
})

describe('slugs', () => {
  it('are refused at a draft save when another document, live or draft, has them', async () => {
    const live = await draftStory('Slug owner story')
    await payload.update({ collection: 'news', id: live, data: { _status: 'published' }, overrideAccess: true })
    const liveSlug = (await payload.findByID({ collection: 'news', id: live, overrideAccess: true })).slug
    const other = await draftStory('Slug borrower story')
    const borrow = await cmsRest(`/cms/api/news/${other}?draft=true&autosave=true`, {
      method: 'PATCH',
      token: accounts.editor.token,
      ...json({ slug: liveSlug, _status: 'draft' }),
    })
    expect(borrow.status).toBe(400)
    expect(JSON.stringify(borrow.body)).toContain('This address is already used by “Slug owner story”')

    // A live story's newer draft with a new slug: that slug is taken too, before anything is published.
    const renamed = `renamed-in-a-draft-${stamp}`
    const draftRename = await cmsRest(`/cms/api/news/${live}?draft=true`, {
      method: 'PATCH',
      token: accounts.editor.token,
      ...json({ slug: renamed, _status: 'draft' }),
    })
    expect(draftRename.status, JSON.stringify(draftRename.body)).toBe(200)
    const clash = await cmsRest('/cms/api/news?draft=true', {
      method: 'POST',
      token: accounts.editor.token,
      ...json({ ...story('Slug clash story'), slug: renamed, _status: 'draft' }),
    })
    expect(clash.status).toBe(400)
    expect(JSON.stringify(clash.body)).toContain('already used by')
  })
})

describe('drafts opened with "Create new" and left', () => {
  it('are removed an hour later if still untitled and unchanged; a draft someone wrote in stays', async () => {
    // What the edit view does as it opens with autosave on: a draft, before anything is typed.
    const opened = () => payload.create({ collection: 'news', data: {}, draft: true, overrideAccess: true })
    const left = await opened()
    const writtenIn = await opened()
    const justOpened = await opened()
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    await payload.db.updateOne({ collection: 'news', id: left.id, data: { createdAt: hoursAgo(2), updatedAt: hoursAgo(2) } })
    // Written in (a body, no title yet), then left for a while.
    await payload.db.updateOne({ collection: 'news', id: writtenIn.id, data: { createdAt: hoursAgo(3), updatedAt: hoursAgo(2) } })
    const since = new Date()
    try {
      expect(await removeUntouchedDrafts(payload)).toBe(1)
      const stillThere = async (id: number) =>
        Boolean(await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true, disableErrors: true }))
      expect(await stillThere(left.id)).toBe(false)
      expect(await stillThere(writtenIn.id)).toBe(true)
      expect(await stillThere(justOpened.id)).toBe(true)
      expect((await auditOf('news', left.id, since)).map((row) => `${row.action} by ${row.who}`)).toEqual([
        'delete-permanently by the site',
      ])
      // A second server's hourly run finds nothing more.
      expect(await removeUntouchedDrafts(payload)).toBe(0)
    } finally {
      await payload.delete({
        collection: 'news',
        where: { id: { in: [left.id, writtenIn.id, justOpened.id] } },
        trash: true,
        overrideAccess: true,
      })
    }
  })
})

describe('review notes', () => {
  it('"Changes requested" needs a note, which reaches the author by mail', async () => {
    const id = await draftStory('Story needing changes', 'contributor')
    const submit = await cmsRest(`/cms/api/news/${id}?draft=true`, {
      method: 'PATCH',
      token: accounts.contributor.token,
      ...json({ review: 'submitted', _status: 'draft' }),
    })
    expect(submit.status).toBe(200)
    expect(submit.body.doc.submittedBy).toMatchObject({ id: accounts.contributor.id })

    const ask = (body: Record<string, unknown>) =>
      cmsRest(`/cms/api/news/${id}?draft=true`, { method: 'PATCH', token: accounts.editor.token, ...json({ ...body, _status: 'draft' }) })
    const withoutNote = await ask({ review: 'changes' })
    expect(withoutNote.status).toBe(400)
    expect(JSON.stringify(withoutNote.body)).toContain('Review note')

    const note = 'Please add the trial registration number to the second paragraph.'
    expect((await ask({ review: 'changes', reviewNote: note })).status).toBe(200)
    const mail = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: accounts.contributor.email } }, { subject: { equals: 'Changes requested: Story needing changes' } }] },
      overrideAccess: true,
    })
    expect(mail.totalDocs).toBe(1)
    expect(mail.docs[0].text).toContain(note)
    expect(mail.docs[0].text).toContain(accounts.editor.email)
  })
})

describe('states in words', () => {
  it('Draft, In review, Scheduled, Embargoed, Published, Unpublished', async () => {
    const state = (id: number) => loadPublicationState(payload, 'news', id)
    const id = await draftStory('Story with states')
    expect(await state(id)).toBe('Draft')

    await payload.update({ collection: 'news', id, data: { review: 'submitted' }, draft: true, overrideAccess: true })
    expect(await state(id)).toBe('In review')

    const at = new Date(Date.now() + 3 * 86_400_000)
    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'news', value: id } }, waitUntil: at })
    expect(await state(id)).toMatch(/^Scheduled for \d{1,2} \w+ \d{4}, \d{2}:\d{2} /)

    const embargoed = await draftStory('Embargoed story with states')
    await payload.update({
      collection: 'news',
      id: embargoed,
      data: { _status: 'published', publishedAt: at.toISOString() },
      overrideAccess: true,
    })
    expect(await state(embargoed)).toMatch(/^Embargoed until /)

    const live = await draftStory('Live story with states')
    await payload.update({ collection: 'news', id: live, data: { _status: 'published' }, overrideAccess: true })
    expect(await state(live)).toBe('Published')
    await payload.update({
      collection: 'news',
      id: live,
      data: { title: 'Live story, edited', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect(await state(live)).toBe('Published, with unpublished changes')
    await payload.update({ collection: 'news', id: live, data: { _status: 'draft' }, overrideAccess: true })
    expect(await state(live)).toBe('Unpublished')
  })
})

describe('the calendar', () => {
  it('lists what is scheduled, embargoed and published, and the events, in its span', async () => {
    const now = new Date()
    const inTwoDays = new Date(now.getTime() + 2 * 86_400_000)
    const embargoed = await draftStory('Calendar embargoed story')
    await payload.update({
      collection: 'news',
      id: embargoed,
      data: { _status: 'published', publishedAt: inTwoDays.toISOString() },
      overrideAccess: true,
    })
    const scheduled = await draftStory('Calendar scheduled story')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: scheduled } },
      waitUntil: inTwoDays,
    })
    const published = await draftStory('Calendar published story', 'editor', {
      publishedAt: new Date(now.getTime() - 3_600_000).toISOString(),
    })
    await payload.update({ collection: 'news', id: published, data: { _status: 'published' }, overrideAccess: true })
    const event = await payload.create({
      collection: 'events',
      data: {
        title: `Calendar seminar ${stamp}`,
        slug: `calendar-seminar-${stamp}`,
        summary: 'A seminar.',
        startsAt: inTwoDays.toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })

    const entries = await calendarEntries(payload, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 7 * 86_400_000), now)
    const find = (title: string) =>
      entries.filter((entry) => entry.title === title).map((entry) => [entry.kind, entry.collection, entry.id])
    expect(find('Calendar embargoed story')).toEqual([['embargoed', 'news', embargoed]])
    expect(find('Calendar scheduled story')).toEqual([['scheduled', 'news', scheduled]])
    expect(find('Calendar published story')).toEqual([['published', 'news', published]])
    expect(find(`Calendar seminar ${stamp}`)).toEqual([['event', 'events', event.id]])
    // In order of time; nothing outside the span.
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort())
    const later = await calendarEntries(payload, new Date(now.getTime() + 10 * 86_400_000), new Date(now.getTime() + 20 * 86_400_000), now)
    expect(later.map((entry) => entry.title)).not.toContain('Calendar embargoed story')
  })
})
