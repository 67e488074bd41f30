import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { News } from '@/cms/payload-types'
import { endpoints } from '@/lib/contract'

import { api } from '../support/api'
import { cmsRest } from '../support/cms'
import { cropQuery } from '../support/crop'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * The editors' newsroom: the trash (a trashed story leaves the site, its
 * search entry, sitemap and feeds at once, and comes back on restore), the
 * version history around unpublishing and restoring, files that documents
 * use (not deletable), replaced and cropped files (the original kept, old
 * addresses answered), and images through next/image with SITE_URL set.
 *
 * The trash is exercised over HTTP against the production build, so the
 * server's own hooks expire its cached pages.
 */

const siteUrl = 'https://www.northvale.example'
const dataDir = process.env.DATA_DIR as string
let payload: Payload
let server: RunningServer
let token: string
const credentials = { email: `newsroom-editor-${Date.now()}@example.org`, password: 'a long test password' }

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'users', data: { ...credentials, roles: ['editor'] }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: credentials })).token as string
  server = await startProductionServer({ ...(process.env as Record<string, string>), SITE_URL: siteUrl })
})
afterAll(async () => {
  await server?.stop()
})

/** A request to the production server; `auth` signs in as the editor. */
const http = (pathAndQuery: string, init: RequestInit & { auth?: boolean } = {}) => {
  const headers = new Headers(init.headers)
  if (init.auth) headers.set('authorization', `JWT ${token}`)
  return fetch(`${server.url}${pathAndQuery}`, { ...init, headers, redirect: 'manual' })
}
const json = (body: unknown) => ({ method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

const searchUrls = async (query: string) => {
  const response = await api(`/search?query=${encodeURIComponent(query)}&perPage=50`)
  expect(response.status).toBe(200)
  return endpoints.search.response.parse(response.body).data.map((hit) => hit.url)
}

const latestVersions = async (id: number) =>
  (
    await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 3,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** A published news story of the seed, read fresh. */
async function publishedStory(index: number): Promise<News> {
  const { docs } = await payload.find({
    collection: 'news',
    // With a picture: stories other suites add to the shared database (the several-servers test) have none.
    where: { _status: { equals: 'published' }, type: { equals: 'news' }, image: { exists: true } },
    sort: '-publishedAt',
    limit: 1,
    page: index + 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

describe('the trash', () => {
  it('a trashed story 404s, leaves search, sitemap and feed, keeps its history; restored, it is back', async () => {
    const story = await publishedStory(0)
    const { url } = (await api(`/api/news_by_slug/${story.slug}`)).body as { url: string }
    expect((await http(url)).status).toBe(200)
    expect(await searchUrls(story.title)).toContain(url)
    expect(await (await http('/sitemap.xml')).text()).toContain(`${siteUrl}${url}<`)
    expect(await (await http('/feed.xml')).text()).toContain(`${siteUrl}${url}`)
    const versionsBefore = (await payload.countVersions({ collection: 'news', where: { parent: { equals: story.id } } })).totalDocs

    // "Delete" in /admin moves it to the trash: the document gets deletedAt.
    const trashed = await http(`/cms/api/news/${story.id}`, { ...json({ deletedAt: new Date().toISOString() }), auth: true })
    expect(trashed.status, await trashed.text()).toBe(200)

    expect((await api(`/api/news_by_slug/${story.slug}`)).status).toBe(404)
    expect((await http(`/api/news_by_slug/${story.slug}`)).status).toBe(404)
    expect((await http(url)).status).toBe(404)
    expect(await searchUrls(story.title)).not.toContain(url)
    expect(await (await http('/sitemap.xml')).text()).not.toContain(`${siteUrl}${url}<`)
    expect(await (await http('/feed.xml')).text()).not.toContain(`${siteUrl}${url}`)
    // Not to anonymous callers of the CMS either, even asking for the trash.
    for (const path of [`/cms/api/news/${story.id}?trash=true`, `/cms/api/news?trash=true&where[id][equals]=${story.id}`]) {
      const response = await http(path)
      expect(await response.text(), path).not.toContain(story.title)
    }
    // Editors find it in the trash, with its history.
    const inTrash = await http(`/cms/api/news?trash=true&where[deletedAt][exists]=true&where[id][equals]=${story.id}`, { auth: true })
    expect((await inTrash.json()).docs.map((d: News) => d.id)).toEqual([story.id])
    expect((await payload.countVersions({ collection: 'news', where: { parent: { equals: story.id } } })).totalDocs).toBeGreaterThanOrEqual(
      versionsBefore,
    )

    // Restore (as published, the checkbox in /admin's restore dialog).
    const restored = await http(`/cms/api/news/${story.id}?trash=true`, { ...json({ deletedAt: null, _status: 'published' }), auth: true })
    expect(restored.status, await restored.text()).toBe(200)
    expect((await api(`/api/news_by_slug/${story.slug}`)).status).toBe(200)
    expect((await http(url)).status).toBe(200)
    expect(await searchUrls(story.title)).toContain(url)
    expect(await (await http('/sitemap.xml')).text()).toContain(`${siteUrl}${url}<`)
  })

  it('unpublishing adds a draft version: the version that was live stays "published" in the history', async () => {
    const story = await publishedStory(1)
    const before = await latestVersions(story.id)
    expect(before[0].version._status).toBe('published')

    // What /admin's Unpublish sends.
    const unpublished = await http(`/cms/api/news/${story.id}?depth=0&fallback-locale=null&unpublishAllLocales=true`, {
      ...json({ _status: 'draft' }),
      auth: true,
    })
    expect(unpublished.status, await unpublished.text()).toBe(200)
    expect((await api(`/api/news_by_slug/${story.slug}`)).status).toBe(404)

    const after = await latestVersions(story.id)
    expect(after[0].version._status).toBe('draft')
    expect(after[1].id).toBe(before[0].id)
    expect(after[1].version._status).toBe('published')

    await payload.update({ collection: 'news', id: story.id, data: { _status: 'published' }, overrideAccess: true })
  })

  it('restoring an older draft keeps the published story live: the draft comes back as the current draft', async () => {
    const story = await publishedStory(2)
    const draftTitle = `${story.title} (an unfinished rewrite)`
    await payload.update({ collection: 'news', id: story.id, data: { title: draftTitle }, draft: true, overrideAccess: true })
    const [draftVersion] = await latestVersions(story.id)
    expect(draftVersion.version.title).toBe(draftTitle)
    // The editor publishes the story as it was, then restores the draft from the history, as /admin does.
    await payload.update({ collection: 'news', id: story.id, data: { title: story.title, _status: 'published' }, overrideAccess: true })

    const restored = await http(`/cms/api/news/versions/${draftVersion.id}?draft=false`, { method: 'POST', auth: true })
    expect(restored.status, await restored.text()).toBe(200)

    const live = await api(`/api/news_by_slug/${story.slug}`)
    expect(live.status).toBe(200)
    expect(live.body.title).toBe(story.title)
    const [latest] = await latestVersions(story.id)
    expect(latest.version._status).toBe('draft')
    expect(latest.version.title).toBe(draftTitle)
    expect((await payload.findByID({ collection: 'news', id: story.id, overrideAccess: true }))._status).toBe('published')

    // Nobody restores anonymously.
    expect((await http(`/cms/api/news/versions/${draftVersion.id}`, { method: 'POST' })).status).toBeGreaterThanOrEqual(400)
    await payload.update({ collection: 'news', id: story.id, data: { title: story.title, _status: 'published' }, overrideAccess: true })
  })
})

const jpeg = (width: number, height: number, background = '#2f6f5e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer()

/** Posts a file as /admin does (multipart, the fields as `_payload`), to create or (with `id`) replace. */
const upload = (bytes: Buffer, name: string, data: Record<string, unknown> = {}, id?: number) => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }))
  form.append('_payload', JSON.stringify(data))
  return cmsRest(id ? `/cms/api/media/${id}` : '/cms/api/media', { method: id ? 'PATCH' : 'POST', body: form, token })
}

describe('deleting media', () => {
  it('an image a document uses is refused with 409, naming the documents; nothing is deleted', async () => {
    const story = await publishedStory(0)
    const imageId = typeof story.image === 'object' ? story.image?.id : story.image
    if (!imageId) throw new Error('the story has no image')
    const before = await payload.findByID({ collection: 'media', id: imageId, overrideAccess: true })

    const refused = await cmsRest(`/cms/api/media/${imageId}`, { method: 'DELETE', token })
    expect(refused.status).toBe(409)
    const message = refused.body.errors[0].message as string
    expect(message).toMatch(/^This file is used by \d+ documents and cannot be deleted: News item “[^”]+”/)
    // The message names the first few; the data lists them all.
    const usedBy = refused.body.errors[0].data.usedBy as { title: string }[]
    if (usedBy.length > 5) expect(message).toContain(`and ${usedBy.length - 5} more`)
    else expect(message).toContain(`News item “${story.title}”`)
    expect(refused.body.errors[0].data.usedBy).toContainEqual(expect.objectContaining({ collection: 'news', id: story.id }))
    expect(await payload.findByID({ collection: 'media', id: imageId, overrideAccess: true })).toMatchObject({ id: imageId })
    expect(existsSync(path.join(dataDir, 'media', before.filename as string))).toBe(true)
  })

  it('use inside rich text counts, in drafts and in the trash too', async () => {
    const created = await upload(await jpeg(640, 400), 'in-rich-text.jpg', { alt: 'A chart in a page body' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const image = created.body.doc
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const uploadNode = { type: 'upload', relationTo: 'media', value: image.id, fields: null, format: '', version: 3 }
    const body = { root: { type: 'root', direction: null, format: '', indent: 0, version: 1, children: [uploadNode] } }
    await payload.update({ collection: 'pages', id: page.id, data: { body } as never, draft: true, overrideAccess: true })

    const refused = await cmsRest(`/cms/api/media/${image.id}`, { method: 'DELETE', token })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toContain(`“${page.title}” (draft)`)

    // Once no document uses it, it deletes.
    const published = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })
    await payload.update({ collection: 'pages', id: page.id, data: { body: published.body }, draft: true, overrideAccess: true })
    expect((await cmsRest(`/cms/api/media/${image.id}`, { method: 'DELETE', token })).status).toBe(200)
  })

  it('an unused image deletes', async () => {
    const created = await upload(await jpeg(500, 300), 'unused-picture.jpg', { alt: 'Nobody uses this' })
    expect(created.status).toBe(201)
    const deleted = await cmsRest(`/cms/api/media/${created.body.doc.id}`, { method: 'DELETE', token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(existsSync(path.join(dataDir, 'media', created.body.doc.filename))).toBe(false)
  })
})

describe('replacing and cropping files', () => {
  it('a replaced file keeps its original; the old address redirects to the new file', async () => {
    const first = await jpeg(1200, 800, '#aa3333')
    const created = await upload(first, 'field-team-photo.jpg', { alt: 'The field team' })
    expect(created.status).toBe(201)
    const old = created.body.doc

    const replaced = await upload(await jpeg(1200, 800, '#3333aa'), 'field-team-photo.jpg', {}, old.id)
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    const now = replaced.body.doc
    expect(now.filename).not.toBe(old.filename)

    // The original's bytes are kept, outside the public folder.
    const kept = readdirSync(path.join(dataDir, 'media-originals', String(old.id)))
    expect(kept.some((name) => readFileSync(path.join(dataDir, 'media-originals', String(old.id), name)).equals(first))).toBe(true)

    for (const [oldUrl, newUrl] of [
      [old.url, now.url],
      [old.sizes.card.url, now.sizes.card.url],
    ]) {
      const response = await http(new URL(oldUrl, server.url).pathname)
      expect(response.status, oldUrl).toBe(302)
      expect(new URL(response.headers.get('location') as string, server.url).pathname).toBe(new URL(newUrl, server.url).pathname)
    }
    expect((await http(new URL(now.url, server.url).pathname)).status).toBe(200)
    // A page cached before the change still asks next/image for the old address: it gets the current picture.
    const resized = await http(`/_next/image?url=${encodeURIComponent(new URL(old.url, server.url).pathname)}&w=640&q=75`, {
      headers: { accept: 'image/webp' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
  })

  it('a crop keeps the original on disk', async () => {
    const original = await jpeg(1000, 600, '#228833')
    const created = await upload(original, 'crop-me.jpg', { alt: 'A crop' })
    const doc = created.body.doc
    const crop = cropQuery(500, 300)
    const cropped = await cmsRest(`/cms/api/media/${doc.id}?${crop}`, { ...json({ alt: 'A crop' }), token })
    expect(cropped.status, JSON.stringify(cropped.body)).toBe(200)
    expect(cropped.body.doc.width).toBe(500)
    const folder = path.join(dataDir, 'media-originals', String(doc.id))
    expect(readdirSync(folder).some((name) => readFileSync(path.join(folder, name)).equals(original))).toBe(true)
    // Whatever the name now is, it answers.
    expect((await http(new URL(cropped.body.doc.url, server.url).pathname)).status).toBe(200)
    expect((await http(new URL(doc.url, server.url).pathname)).status).toBeLessThan(500)
  })

  it('a file address without a file answers 404, not 500', async () => {
    for (const path of ['/cms/api/media/file/no-such-picture.jpg', '/cms/api/media/file/no-such-picture-400x300.jpg']) {
      const response = await http(path)
      expect(response.status, path).toBe(404)
    }
    expect((await cmsRest('/cms/api/media/file/no-such-picture.jpg')).status).toBe(404)
  })
})

describe('images with SITE_URL set', () => {
  it('pages ask next/image for resized AVIF/WebP, and it serves them smaller than the original', async () => {
    const html = await (await http('/')).text()
    const srcsets = [...html.matchAll(/<img[^>]*srcSet="([^"]+)"/g)].map((m) => m[1])
    expect(srcsets.length).toBeGreaterThan(0)
    const widths = srcsets[0].split(', ').map((candidate) => candidate.split(' ')[0])
    expect(widths.length).toBeGreaterThan(1)
    for (const candidate of widths) expect(candidate).toMatch(/^\/_next\/image\?url=%2Fcms%2Fapi%2Fmedia%2Ffile%2F/)

    const file = decodeURIComponent(new URL(widths[0], server.url).searchParams.get('url') as string)
    const original = await http(file)
    expect(original.status).toBe(200)
    const originalBytes = (await original.arrayBuffer()).byteLength

    const optimised = await http(`/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
    const bytes = Buffer.from(await optimised.arrayBuffer())
    expect(bytes.byteLength).toBeLessThan(originalBytes)
    expect((await sharp(bytes).metadata()).width).toBeLessThanOrEqual(640)
  })

  it('the focal point an editor sets keeps its part of a cropped picture in view', async () => {
    const story = await publishedStory(0)
    const imageId = typeof story.image === 'object' ? story.image?.id : story.image
    await payload.update({ collection: 'media', id: imageId as number, data: { focalX: 20, focalY: 70 }, overrideAccess: true })
    const { body } = await api(`/api/news_by_slug/${story.slug}`)
    expect(body.image.focalPoint).toEqual({ x: 20, y: 70 })
    // The contract gives the image as a path on the site, whatever SITE_URL is (next/image only optimises paths).
    const served = await (await http(`/api/news_by_slug/${story.slug}`)).json()
    expect(served.image.url).toMatch(/^\/cms\/api\/media\/file\//)
  })
})

describe('the staff import', () => {
  const importCsv = (csv: string) => {
    const form = new FormData()
    form.append('file', new File([csv], 'staff.csv', { type: 'text/csv' }))
    form.append('_payload', JSON.stringify({ collectionSlug: 'staff', importMode: 'create' }))
    return cmsRest('/cms/api/imports', { method: 'POST', body: form, token })
  }

  it('a file without a needed column is refused, naming the column and the ones it needs; nothing is imported', async () => {
    const response = await importCsv(['employeeId,name,status', 'NVH-05001,No Designation,active'].join('\n'))
    expect(response.status).toBe(400)
    const message = response.body.errors[0].message as string
    expect(message).toMatch(/no designation column/)
    expect(message).toMatch(/Needed columns: employeeId.*name.*designation/)
    expect(message).toMatch(/status \(active or inactive/)
    expect(
      (await payload.count({ collection: 'staff', where: { employeeId: { equals: 'NVH-05001' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('says why each row failed, in the fields’ own words', async () => {
    const division = (await payload.find({ collection: 'divisions', limit: 1, overrideAccess: true })).docs[0]
    const csv = [
      'employeeId,name,designation,division,status',
      `NVH-05002,Good Row,Nurse,${division.id},active`,
      `BAD ID,Broken Row,Nobody,${division.id},active`,
      `NVH-05002,Twice Listed,Driver,${division.id},active`,
    ].join('\n')
    const response = await importCsv(csv)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc.status).toBe('partial')
    // What the editor sees on the import's page in /admin.
    const stored = await payload.findByID({ collection: 'imports', id: response.body.doc.id, overrideAccess: true })
    const issues = ((stored.summary as { issueDetails: { error: string }[] }).issueDetails ?? []).map((i) => i.error)
    expect(issues).toHaveLength(2)
    expect(issues[0]).toMatch(/^Row 2 \(line 3 of the file\): Employee ID is “BAD ID”: An employee ID looks like NVH-01234/)
    expect(issues[1]).toMatch(/^Row 3 \(line 4 of the file\): Employee ID “NVH-05002” is already there/)
  })
})
