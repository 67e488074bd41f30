import { readdirSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { pdf } from '@/cms/seed/images'

import { image as mediaImage } from '@/content/map'
import { cmsRest } from '../support/cms'

/**
 * Uploads are limited in bytes and in pixels (defaults: 10 MB, 40 megapixels):
 * an oversize file gets a 4xx with a readable message and nothing is stored,
 * neither a row nor a file on disk.
 */

let payload: Payload
let editor: Awaited<ReturnType<Payload['create']>>
let token: string
const dataDir = process.env.DATA_DIR as string

beforeAll(async () => {
  payload = await getPayload({ config })
  const credentials = { email: `uploads-editor-${Date.now()}@example.org`, password: 'a long test password' }
  editor = await payload.create({ collection: 'users', data: { ...credentials, roles: ['editor'] }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: credentials })).token as string
})

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f5e' } })
    .jpeg({ quality: 50 })
    .toBuffer()

/** A one-page PDF of about `megabytes` MB: the seed's document, padded with a comment after its header. */
const largePdf = (megabytes: number) => {
  const { data } = pdf('Annual report', ['A long report.'], 'report.pdf')
  const header = '%PDF-1.4\n'
  return Buffer.concat([
    Buffer.from(`${header}%`),
    Buffer.alloc(Math.round(megabytes * 1024 * 1024), 0x41),
    Buffer.from('\n'),
    data.subarray(header.length),
  ])
}

/** Posts a file to a collection as /admin does: multipart, the fields as `_payload`. */
const upload = (collection: string, bytes: Buffer, name: string, type: string, data: Record<string, unknown> = {}) => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type }))
  form.append('_payload', JSON.stringify(data))
  return cmsRest(`/cms/api/${collection}`, { method: 'POST', body: form, token })
}

const rows = (collection: 'media' | 'staff-portraits') => payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs)
const filesLike = (folder: string, stem: string) => {
  try {
    return readdirSync(path.join(dataDir, folder)).filter((file) => file.startsWith(stem))
  } catch {
    return []
  }
}
const messageOf = (body: unknown) => JSON.stringify(body)

describe('upload limits', () => {
  it('a file over 10 MB is refused with 413 and a readable message; nothing is stored', async () => {
    const before = await rows('media')
    const response = await upload('media', largePdf(11), 'oversize-annual-report.pdf', 'application/pdf', { alt: 'Annual report' })
    expect(response.status, messageOf(response.body)).toBe(413)
    expect(messageOf(response.body)).toMatch(/10 MB/)
    expect(await rows('media')).toBe(before)
    expect(filesLike('media', 'oversize-annual-report')).toEqual([])
  })

  it('an image over 40 megapixels is refused with a readable message; nothing is stored', async () => {
    const big = await image(8000, 6000) // 48 megapixels, a small file
    for (const collection of ['media', 'staff-portraits'] as const) {
      const before = await rows(collection)
      const response = await upload(collection, big, `oversize-${collection}-photo.jpg`, 'image/jpeg', { alt: 'A very large photo' })
      expect(response.status, collection).toBeGreaterThanOrEqual(400)
      expect(response.status, collection).toBeLessThan(500)
      expect(messageOf(response.body), collection).toMatch(/8000 × 6000/)
      expect(messageOf(response.body), collection).toMatch(/40 megapixels/)
      expect(await rows(collection)).toBe(before)
      expect(filesLike(collection, `oversize-${collection}-photo`)).toEqual([])
    }
    // The same through the Local API (seed, scripts): the limit holds wherever a file comes in.
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'A very large photo' },
        file: { data: big, mimetype: 'image/jpeg', name: 'oversize-local-photo.jpg', size: big.length },
        user: { ...editor, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/megapixels/)
    expect(filesLike('media', 'oversize-local-photo')).toEqual([])
  })

  it('an image without alternative text is refused, naming what to do, unless marked decorative (then alt is empty)', async () => {
    const refused = await upload('media', await image(400, 300), 'no-alt-photo.jpg', 'image/jpeg', {})
    expect(refused.status).toBe(400)
    expect(messageOf(refused.body)).toMatch(/alternative text|Decorative/)
    expect(filesLike('media', 'no-alt-photo')).toEqual([])
    const blank = await upload('media', await image(400, 300), 'blank-alt-photo.jpg', 'image/jpeg', { alt: '   ' })
    expect(blank.status).toBe(400)

    const decorative = await upload('media', await image(400, 300), 'decorative-pattern.jpg', 'image/jpeg', {
      decorative: true,
      alt: 'ignored for a decorative image',
    })
    expect(decorative.status, messageOf(decorative.body)).toBe(201)
    expect(decorative.body.doc).toMatchObject({ decorative: true, alt: '' })
    expect(mediaImage(decorative.body.doc)).toMatchObject({ alt: '' })
    await payload.delete({ collection: 'media', id: decorative.body.doc.id, overrideAccess: true })
  })

  it('a file within the limits is stored', async () => {
    const response = await upload('media', await image(2400, 1600), 'within-limits-photo.jpg', 'image/jpeg', { alt: 'A field site' })
    expect(response.status, messageOf(response.body)).toBe(201)
    expect(filesLike('media', 'within-limits-photo').length).toBeGreaterThan(0)
    await payload.delete({ collection: 'media', id: response.body.doc.id, overrideAccess: true })
  })
})
