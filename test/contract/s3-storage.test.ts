import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdf } from '@/cms/seed/images'

import type { CmsResponse } from '../support/cms'
import { cropQuery } from '../support/crop'
import { runS3Server } from '../support/s3'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * Uploaded files in an S3-compatible bucket (S3_BUCKET and the rest set), as
 * several servers share them: a real S3 server (s3rver) runs in this process,
 * and the CMS stores, serves, re-cuts and deletes files there, each under its
 * collection's folder, writing nothing to DATA_DIR. Visitors get the files
 * from the site's own addresses, through next/image too.
 */

const root = path.resolve(import.meta.dirname, '../..')
const bucket = 'institute-media'
const scratch = mkdtempSync(path.join(os.tmpdir(), 'institute-s3-'))
// DATA_DIR of its own, empty: nothing the CMS does with files may land in it (the database is DATABASE_URL's).
const dataDir = path.join(scratch, 'data')
const s3Variables = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']
const environmentBefore = { ...process.env }

let s3Server: Awaited<ReturnType<typeof runS3Server>>['server']
let settings: Record<string, string>
let s3: S3Client
let payload: Payload
let cmsRest: (pathAndQuery: string, init?: RequestInit & { token?: string }) => Promise<CmsResponse>
let token: string

beforeAll(async () => {
  ;({ server: s3Server, settings } = await runS3Server(bucket, path.join(scratch, 'bucket')))
  Object.assign(process.env, settings, { DATA_DIR: dataDir })
  // The CMS reads its storage when its configuration is loaded: only now.
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  ;({ cmsRest } = await import('../support/cms'))
  payload = await getPayload({ config })
  const credentials = { email: `bucket-editor-${Date.now()}@example.org`, password: 'a long test password' }
  await payload.create({ collection: 'users', data: { ...credentials, roles: ['editor'] }, overrideAccess: true })
  const login = await payload.login({ collection: 'users', data: credentials })
  if (!login.token) throw new Error('the editor could not sign in')
  token = login.token

  s3 = new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
  })
  // s3rver signs a bucket's own address as `/bucket`, the SDK in path style as `/bucket/`: list with the form both agree on.
  s3.middlewareStack.add(
    (next) => (args) => {
      const request = args.request
      if (typeof request === 'object' && request !== null && 'path' in request && typeof request.path === 'string')
        request.path = request.path.replace(/^(\/[^/]+)\/$/, '$1')
      return next(args)
    },
    { step: 'build' },
  )
})

afterAll(async () => {
  for (const name of s3Variables) delete process.env[name]
  Object.assign(process.env, environmentBefore)
  await s3Server?.close()
  rmSync(scratch, { recursive: true, force: true })
})

/** Every object in the bucket under `prefix`. */
const keys = async (prefix = '') => {
  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
  return (Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
}
const object = async (key: string) => {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  if (!Body) throw new Error(`no body for ${key}`)
  return Buffer.from(await Body.transformToByteArray())
}
/** Files (not folders) anywhere under DATA_DIR. */
const filesInDataDir = () => {
  try {
    return readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer()

/** Posts a file as /admin does (multipart, the fields as `_payload`), to create or (with `id`) replace. */
const upload = (bytes: Buffer, name: string, type: string, data: Record<string, unknown> = {}, id?: number) => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type }))
  form.append('_payload', JSON.stringify(data))
  return cmsRest(id ? `/cms/api/media/${id}` : '/cms/api/media', { method: id ? 'PATCH' : 'POST', body: form, token })
}

type MediaDoc = { id: number; filename: string; url: string; width: number; sizes: Record<string, { filename: string; url: string }> }
const filesOf = (doc: MediaDoc) => [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)].map((name) => `media/${name}`)

describe('media in an S3-compatible bucket', () => {
  let first: Buffer
  let doc: MediaDoc

  it('an upload and its generated sizes are stored in the bucket, under media/; nothing in DATA_DIR', async () => {
    first = await jpeg(1200, 800, '#aa3333')
    const created = await upload(first, 'bucket-field-team.jpg', 'image/jpeg', { alt: 'The field team' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    doc = created.body.doc
    expect(Object.keys(doc.sizes).sort()).toEqual(['card', 'thumbnail'])
    expect((await keys('media/')).sort()).toEqual(filesOf(doc).sort())
    expect(await object(`media/${doc.filename}`)).toEqual(first)
    // The addresses are the site's own, as for files on disk.
    expect(doc.url).toBe(`/cms/api/media/file/${doc.filename}`)
    expect(doc.sizes.card.url).toBe(`/cms/api/media/file/${doc.sizes.card.filename}`)
    expect(filesInDataDir()).toEqual([])
  })

  it('files are served from the site (anyone may load a file by its address), byte for byte', async () => {
    const original = await cmsRest(doc.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.bytes).toEqual(first)
    const card = await cmsRest(doc.sizes.card.url)
    expect(card.status).toBe(200)
    expect(card.bytes).toEqual(await object(`media/${doc.sizes.card.filename}`))
    expect((await sharp(card.bytes).metadata()).width).toBe(800)
    expect((await cmsRest('/cms/api/media/file/no-such-picture.jpg')).status).toBe(404)
  })

  it('a replaced file: new objects, the old ones gone, the original kept in the bucket; the old address leads to the new file', async () => {
    const second = await jpeg(1200, 800, '#3333aa')
    const replaced = await upload(second, 'bucket-field-team.jpg', 'image/jpeg', {}, doc.id)
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    const now: MediaDoc = replaced.body.doc
    expect(now.filename).not.toBe(doc.filename)
    expect((await keys('media/')).sort()).toEqual(filesOf(now).sort())
    expect(await object(`media/${now.filename}`)).toEqual(second)

    const kept = await keys(`media-originals/${doc.id}/`)
    expect(kept).toHaveLength(1)
    expect(await object(kept[0])).toEqual(first)

    const redirected = await cmsRest(doc.url, { headers: { host: 'cms.test' } })
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('location')).toBe(now.url)
    // next/image asks without a Host header and cannot follow a redirect: it gets the current file from the bucket.
    const direct = await cmsRest(doc.url)
    expect(direct.status).toBe(200)
    expect(direct.bytes).toEqual(second)
    doc = now
  })

  it('a crop re-cuts the file in the bucket under the same name, keeping the original', async () => {
    const before = await object(`media/${doc.filename}`)
    const crop = cropQuery(500, 300)
    const cropped = await cmsRest(`/cms/api/media/${doc.id}?${crop}`, {
      method: 'PATCH',
      body: JSON.stringify({ alt: 'The field team, cropped' }),
      headers: { 'content-type': 'application/json' },
      token,
    })
    expect(cropped.status, JSON.stringify(cropped.body)).toBe(200)
    expect(cropped.body.doc.filename).toBe(doc.filename)
    expect(cropped.body.doc.width).toBe(500)
    const served = await cmsRest(doc.url)
    expect(served.status).toBe(200)
    expect((await sharp(served.bytes).metadata()).width).toBe(500)
    const kept = await keys(`media-originals/${doc.id}/`)
    expect(await Promise.all(kept.map(object))).toContainEqual(before)
    expect(filesInDataDir()).toEqual([])
  })

  it('an upload over the size limit is refused with 413; nothing is stored', async () => {
    const before = await keys()
    const { data } = pdf('Annual report', ['A long report.'], 'report.pdf')
    const oversize = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(11 * 1024 * 1024, 0x41), Buffer.from('\n'), data.subarray(9)])
    const refused = await upload(oversize, 'bucket-oversize-report.pdf', 'application/pdf', { alt: 'Annual report' })
    expect(refused.status).toBe(413)
    expect(await keys()).toEqual(before)
    expect(await payload.count({ collection: 'media', where: { filename: { like: 'bucket-oversize' } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
  })

  it('deleting a media item deletes its objects; its address answers 404', async () => {
    const deleted = await cmsRest(`/cms/api/media/${doc.id}`, { method: 'DELETE', token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await keys('media/')).toEqual([])
    expect((await cmsRest(doc.url)).status).toBe(404)
    expect(filesInDataDir()).toEqual([])
  })

  it('staff portraits have a folder of their own and stay private', async () => {
    const data = await jpeg(480, 480, '#3a6f8f')
    const portrait = await payload.create({
      collection: 'staff-portraits',
      data: {},
      file: { data, mimetype: 'image/jpeg', name: 'bucket-portrait.jpg', size: data.length },
      overrideAccess: true,
    })
    const filename = portrait.filename
    if (!filename) throw new Error('the portrait has no file name')
    expect(await keys('staff-portraits/')).toEqual([`staff-portraits/${filename}`])
    expect(await keys(`media/${filename}`)).toEqual([])
    expect((await cmsRest(`/cms/api/staff-portraits/file/${filename}`)).status).toBe(403)
    const asEditor = await cmsRest(`/cms/api/staff-portraits/file/${filename}`, { token })
    expect(asEditor.status).toBe(200)
    expect(asEditor.headers.get('cache-control')).toBe('private, no-store')
    await payload.delete({ collection: 'staff-portraits', id: portrait.id, overrideAccess: true })
    expect(await keys('staff-portraits/')).toEqual([])
    expect(filesInDataDir()).toEqual([])
  })
})

describe('CSV exports in the bucket', () => {
  it('an export is written under exports/ and an editor downloads it through the site', async () => {
    const created = await cmsRest('/cms/api/exports', {
      method: 'POST',
      body: JSON.stringify({ collectionSlug: 'staff', format: 'csv', name: 'bucket-staff' }),
      headers: { 'content-type': 'application/json' },
      token,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { filename } = created.body.doc
    expect(await keys('exports/')).toEqual([`exports/${filename}`])
    const file = await cmsRest(`/cms/api/exports/file/${filename}`, { token })
    expect(file.status).toBe(200)
    expect(file.bytes).toEqual(await object(`exports/${filename}`))
    expect(file.bytes.toString('utf8').split('\n')[0]).toContain('employeeId')
    expect((await cmsRest(`/cms/api/exports/file/${filename}`)).status).toBe(403)
    expect(filesInDataDir()).toEqual([])
  })
})

describe('the S3 settings', () => {
  it('a half-configured bucket stops the server at start, naming what is missing', () => {
    const started = spawnSync(process.execPath, ['server.mjs', '-p', '0', '-H', '127.0.0.1'], {
      cwd: root,
      env: { NODE_ENV: 'production', PATH: process.env.PATH, S3_BUCKET: bucket, S3_ENDPOINT: process.env.S3_ENDPOINT },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(started.signal, started.stdout).toBeNull()
    expect(started.status).not.toBe(0)
    expect(started.stderr).toContain('S3_BUCKET and S3_ENDPOINT are set but S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not')
  })
})

describe('through the production server', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startProductionServer({ ...settings, DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('a file another server stored in the bucket is served here, and next/image resizes it', async () => {
    const bytes = await jpeg(1600, 1000, '#228833')
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A field site' },
      file: { data: bytes, mimetype: 'image/jpeg', name: 'bucket-field-site.jpg', size: bytes.length },
      overrideAccess: true,
    })
    if (!doc.url) throw new Error('the image has no address')
    const url = new URL(doc.url, server.url).pathname
    const original = await fetch(`${server.url}${url}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer())).toEqual(bytes)

    const optimised = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
    const resized = Buffer.from(await optimised.arrayBuffer())
    expect(resized.byteLength).toBeLessThan(bytes.byteLength)
    expect((await sharp(resized).metadata()).width).toBeLessThanOrEqual(640)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(filesInDataDir()).toEqual([])
  })
})
