import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverFunctionRefusal } from '@/cms/access/serverFunctions'
import { claimJobsTick, releaseEmbargoes, runDueJobs } from '@/cms/jobs'
import { callBackend } from '@/lib/backend/call'
import { ContractError } from '@/lib/contract'
import { cmsRest } from '../support/cms'

/**
 * The newsroom's rules through the CMS's REST API, as each role meets them:
 * contributors write drafts and submit them for review but never change what
 * the public sees; editors publish; admins alone change users and settings.
 * A story published ahead of its date stays hidden everywhere public until
 * then; scheduled publishing runs through the jobs queue, once.
 */

let payload: Payload
const tokens: Record<'admin' | 'editor' | 'contributor', string> = { admin: '', editor: '', contributor: '' }
const emails: Record<keyof typeof tokens, string> = { admin: '', editor: '', contributor: '' }
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    const credentials = { email: `newsroom-${role}-${stamp}@example.org`, password: 'a long test password' }
    await payload.create({ collection: 'users', data: { ...credentials, roles: [role] }, overrideAccess: true })
    tokens[role] = (await payload.login({ collection: 'users', data: credentials })).token as string
    emails[role] = credentials.email
  }
})

const story = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`,
  type: 'press-release' as const,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  summary: `Summary of ${title}.`,
  ...extra,
})

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

async function publicSlugs(): Promise<string[]> {
  const listing = await callBackend('newsEvents', { params: { slug: 'press-releases' }, query: { perPage: '100' } })
  return listing.data.map((item) => item.slug)
}

async function searchTitles(q: string): Promise<string[]> {
  const result = await callBackend('search', { query: { query: q } })
  return result.data.map((hit) => hit.title)
}

describe('roles', () => {
  it('a contributor writes a draft but cannot publish, unpublish, change the live story or delete', async () => {
    const created = await cmsRest('/cms/api/news?draft=true', {
      method: 'POST',
      token: tokens.contributor,
      ...json({ ...story('Contributor draft'), _status: 'draft' }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id

    const publish = await cmsRest(`/cms/api/news/${id}`, { method: 'PATCH', token: tokens.contributor, ...json({ _status: 'published' }) })
    expect(publish.status).toBe(403)
    expect((await payload.findByID({ collection: 'news', id, overrideAccess: true }))._status).toBe('draft')

    // An editor publishes it; the contributor's later edits stay drafts and the live story is untouched.
    const published = await cmsRest(`/cms/api/news/${id}`, { method: 'PATCH', token: tokens.editor, ...json({ _status: 'published' }) })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const live = await cmsRest(`/cms/api/news/${id}`, { method: 'PATCH', token: tokens.contributor, ...json({ title: 'Changed live' }) })
    expect(live.status).toBe(403)
    const unpublish = await cmsRest(`/cms/api/news/${id}`, { method: 'PATCH', token: tokens.contributor, ...json({ _status: 'draft' }) })
    expect(unpublish.status).toBe(403)
    const draft = await cmsRest(`/cms/api/news/${id}?draft=true`, {
      method: 'PATCH',
      token: tokens.contributor,
      ...json({ title: 'Contributor draft, revised', _status: 'draft' }),
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    const publicView = await payload.findByID({ collection: 'news', id, overrideAccess: true, draft: false })
    expect(publicView._status).toBe('published')
    expect(publicView.title).toBe('Contributor draft')

    const remove = await cmsRest(`/cms/api/news/${id}`, { method: 'DELETE', token: tokens.contributor })
    expect(remove.status).toBe(403)
    expect(await payload.count({ collection: 'news', where: { id: { equals: id } }, overrideAccess: true })).toEqual({ totalDocs: 1 })
  })

  it('the permissions /admin shows each role', async () => {
    const permissions = async (role: keyof typeof tokens) => (await cmsRest('/cms/api/access', { token: tokens[role] })).body
    const contributor = await permissions('contributor')
    expect(contributor.collections.news.create).toBe(true)
    // Payload leaves out what is denied.
    expect(contributor.collections.news.delete).toBeFalsy()
    expect(contributor.collections.menus.update).toBeFalsy()
    expect(contributor.collections.users.create).toBeFalsy()
    expect(contributor.globals.settings.update).toBeFalsy()
    const editor = await permissions('editor')
    expect(editor.collections.news.delete).toBe(true)
    expect(editor.collections.menus.update).toBe(true)
    expect(editor.globals.settings.update).toBeFalsy()
    expect((await permissions('admin')).globals.settings.update).toBe(true)
  })

  it('only admins change the site settings and create users', async () => {
    for (const role of ['contributor', 'editor'] as const) {
      const settings = await cmsRest('/cms/api/globals/settings', { method: 'POST', token: tokens[role], ...json({ tagline: role }) })
      expect(settings.status, role).toBe(403)
      const user = await cmsRest('/cms/api/users', {
        method: 'POST',
        token: tokens[role],
        ...json({ email: `made-by-${role}-${stamp}@example.org`, password: 'another long password', roles: ['admin'] }),
      })
      expect(user.status, role).toBe(403)
    }
    const before = await payload.findGlobal({ slug: 'settings' })
    const byAdmin = await cmsRest('/cms/api/globals/settings', {
      method: 'POST',
      token: tokens.admin,
      ...json({ tagline: before.tagline }),
    })
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200)
  })

  it('new accounts are contributors unless an admin says otherwise', async () => {
    const created = await cmsRest('/cms/api/users', {
      method: 'POST',
      token: tokens.admin,
      ...json({ email: `new-colleague-${stamp}@example.org`, password: 'a long new password' }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.doc.roles).toEqual(['contributor'])
  })
})

describe('the dashboard of /admin', () => {
  it('names each collection and global once, so no two cards read the same', () => {
    const names = [...payload.config.collections.filter((c) => !c.admin?.hidden), ...payload.config.globals].map((entity) => {
      const label = 'labels' in entity ? entity.labels.plural : entity.label
      return typeof label === 'string' ? label : entity.slug
    })
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })
})

describe('review', () => {
  it('a draft marked ready for review tells every editor once and is listed until an editor publishes it', async () => {
    const created = await cmsRest('/cms/api/news?draft=true', {
      method: 'POST',
      token: tokens.contributor,
      ...json({ ...story('Ready for review story'), _status: 'draft' }),
    })
    const id = created.body.doc.id
    const messagesTo = async (to: string) =>
      (
        await payload.find({
          collection: 'outbox',
          where: { and: [{ to: { equals: to } }, { subject: { contains: 'Ready for review story' } }] },
          overrideAccess: true,
        })
      ).totalDocs

    const submit = () =>
      cmsRest(`/cms/api/news/${id}?draft=true`, {
        method: 'PATCH',
        token: tokens.contributor,
        ...json({ review: 'submitted', _status: 'draft' }),
      })
    expect((await submit()).status).toBe(200)
    expect((await submit()).status).toBe(200)
    expect(await messagesTo(emails.editor)).toBe(1)
    expect(await messagesTo(emails.admin)).toBe(1)
    expect(await messagesTo(emails.contributor)).toBe(0)

    const queue = await cmsRest('/cms/api/news?draft=true&where[review][equals]=submitted&limit=100', { token: tokens.editor })
    expect(queue.body.docs.map((d: { id: number }) => d.id)).toContain(id)

    const published = await cmsRest(`/cms/api/news/${id}`, { method: 'PATCH', token: tokens.editor, ...json({ _status: 'published' }) })
    expect(published.status).toBe(200)
    expect(published.body.doc.review).toBe('writing')
  })
})

describe('embargo', () => {
  it('a story published ahead of its date is hidden from listings, its page, search and the REST API until then', async () => {
    const title = `Embargoed trial results ${stamp}`
    const releaseAt = new Date(Date.now() + 4_000)
    const doc = await payload.create({
      collection: 'news',
      data: { ...story(title, { publishedAt: releaseAt.toISOString() }), _status: 'published' },
      overrideAccess: true,
    })
    expect(await publicSlugs()).not.toContain(doc.slug)
    await expect(callBackend('newsBySlug', { params: { slug: doc.slug } })).rejects.toBeInstanceOf(ContractError)
    expect(await searchTitles(`Embargoed trial results ${stamp}`)).not.toContain(title)
    const anonymous = await cmsRest(`/cms/api/news?where[slug][equals]=${doc.slug}`)
    expect(anonymous.body.docs).toEqual([])
    // Staff see it in /admin all along.
    const staff = await cmsRest(`/cms/api/news?where[slug][equals]=${doc.slug}`, { token: tokens.contributor })
    expect(staff.body.docs).toHaveLength(1)

    const before = new Date()
    await new Promise((resolve) => setTimeout(resolve, releaseAt.getTime() - Date.now() + 200))
    // Reads check the date as they run; the search index is filled by the watch that runs on every server.
    expect(await publicSlugs()).toContain(doc.slug)
    expect((await callBackend('newsBySlug', { params: { slug: doc.slug } })).title).toBe(title)
    expect(await releaseEmbargoes(payload, before, new Date())).toBeGreaterThanOrEqual(1)
    expect(await searchTitles(`Embargoed trial results ${stamp}`)).toContain(title)
  })
})

describe('scheduled publishing', () => {
  it('a scheduled job publishes the latest draft when it is due, not before', async () => {
    const doc = await payload.create({
      collection: 'news',
      data: { ...story('Scheduled story'), _status: 'draft' },
      overrideAccess: true,
      draft: true,
    })
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: emails.editor } }, overrideAccess: true })).docs[0]
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: doc.id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() + 1_500),
    })
    await payload.jobs.run()
    expect(await publicSlugs()).not.toContain(doc.slug)
    await new Promise((resolve) => setTimeout(resolve, 1_700))
    await payload.jobs.run()
    expect(await publicSlugs()).toContain(doc.slug)
  })

  it("only editors and administrators may schedule or cancel publishing through the admin's server function", async () => {
    const user = async (role: keyof typeof emails) =>
      (await payload.find({ collection: 'users', where: { email: { equals: emails[role] } }, overrideAccess: true })).docs[0]
    const contributor = { ...(await user('contributor')), collection: 'users' as const }
    expect(serverFunctionRefusal('schedule-publish', contributor)?.error).toMatch(/Only editors and administrators/)
    expect(serverFunctionRefusal('schedule-publish', null)?.error).toMatch(/Only editors and administrators/)
    for (const role of ['editor', 'admin'] as const)
      expect(serverFunctionRefusal('schedule-publish', { ...(await user(role)), collection: 'users' })).toBeNull()
    // The admin's other server functions (form state, documents, lists) keep Payload's own checks.
    expect(serverFunctionRefusal('form-state', contributor)).toBeNull()
  })

  it('of several servers, one runs the queue in each tick', async () => {
    // Six servers claim the same tick at once: one wins; the next tick is free again.
    const tick = new Date(Math.floor(Date.now() / 10_000) * 10_000 + 20_000 * 60)
    const results = await Promise.all(Array.from({ length: 6 }, () => claimJobsTick(payload, tick)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await claimJobsTick(payload, new Date(tick.getTime() + 10_000))).toBe(true)
    // Without RUN_JOBS (scripts, the tests' own process) this process runs nothing.
    expect(process.env.RUN_JOBS).toBeUndefined()
    expect(await runDueJobs(payload)).toBe(0)
  })

  it('a server with nothing due neither runs the queue nor writes anything', async () => {
    await payload.jobs.run()
    const tokens = () => payload.count({ collection: 'used-tokens', overrideAccess: true })
    const before = await tokens()
    process.env.RUN_JOBS = 'true'
    try {
      expect(await runDueJobs(payload)).toBe(0)
    } finally {
      delete process.env.RUN_JOBS
    }
    expect(await tokens()).toEqual(before)
  })
})
