import { existsSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import * as postgresMigration from '@/cms/migrations/postgres/20261123_154542_staff_portraits'
import * as sqliteMigration from '@/cms/migrations/sqlite/20261123_154522_staff_portraits'
import { seedDrafts } from '@/cms/seed'
import { people } from '@/cms/seed/data/people'
import { staff as seededStaff, staffExamples } from '@/cms/seed/data/staff'
import { createToken } from '@/lib/tokens'
import { endpoints } from '@/lib/contract'

import { api, postJson } from '../support/api'
import { cmsGraphql, cmsRest } from '../support/cms'
import { keepColumns } from '../support/lockColumns'

/**
 * What the CMS gives away to someone who is not signed in: nothing about the
 * staff registry (its portraits only with a verification proof for that one
 * person), no listing of media (files only by their address).
 */

let payload: Payload
let editor: Awaited<ReturnType<Payload['create']>>
let editorToken: string
const dataDir = process.env.DATA_DIR as string

beforeAll(async () => {
  payload = await getPayload({ config })
  const credentials = { email: `privacy-editor-${Date.now()}@example.org`, password: 'a long test password' }
  editor = await payload.create({ collection: 'users', data: { ...credentials, roles: ['editor'] }, overrideAccess: true })
  const login = await payload.login({ collection: 'users', data: credentials })
  editorToken = login.token as string
})

const asEditor = () => ({ user: { ...editor, collection: 'users' as const }, overrideAccess: false })

const jpeg = async (name: string, width = 480, height = 480) => {
  const data = await sharp({ create: { width, height, channels: 3, background: '#3a6f8f' } })
    .jpeg()
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}

/** The collection the staff registry's photo field uploads into, as the CMS model declares it. */
const staffPhotoCollection = () => {
  const field = payload.collections.staff.config.fields.find((f) => 'name' in f && f.name === 'photo')
  if (!field || field.type !== 'upload' || typeof field.relationTo !== 'string') throw new Error('staff has no single photo upload')
  return field.relationTo
}

type Upload = { id: number | string; url?: string | null; filename?: string | null }

describe('staff portraits', () => {
  // A new member of staff without a public profile, added by an editor with a photo, as in /admin.
  const member = { employeeId: 'NVH-04001', name: 'Zora Quillfeather' }
  let photo: Upload

  beforeAll(async () => {
    const division = (await payload.find({ collection: 'divisions', limit: 1, overrideAccess: true })).docs[0]
    photo = (await payload.create({
      collection: staffPhotoCollection(),
      data: { alt: `Photo of ${member.name}` },
      file: await jpeg(`photo-${member.name.toLowerCase().replace(/ /g, '-')}.jpg`),
      ...asEditor(),
    })) as Upload
    await payload.create({
      collection: 'staff',
      data: { ...member, designation: 'Field Coordinator', division: division.id, status: 'active', photo: photo.id as number },
      ...asEditor(),
    })
  })

  const photoUrl = () => {
    if (!photo.url) throw new Error('the photo has no address')
    return photo.url
  }

  it('are stored apart from public media, in a folder of their own', async () => {
    expect(staffPhotoCollection()).not.toBe('media')
    expect(existsSync(path.join(dataDir, 'staff-portraits', photo.filename as string))).toBe(true)
    expect(existsSync(path.join(dataDir, 'media', photo.filename as string))).toBe(false)
    // The seeded registry's photos are there too, none in the media library.
    const withPhotos = await payload.find({
      collection: 'staff',
      where: { photo: { exists: true } },
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    expect(withPhotos.docs.length).toBeGreaterThan(seededStaff.length / 2)
    for (const doc of withPhotos.docs) {
      const url = (doc.photo as Upload | null)?.url
      expect(url).toMatch(/^\/cms\/api\/staff-portraits\/file\//)
      expect(existsSync(path.join(dataDir, 'staff-portraits', (doc.photo as Upload).filename as string))).toBe(true)
    }
  })

  it('nothing about staff is readable anonymously through /cms/api, /cms/graphql or /api', async () => {
    // Names of staff who have no public profile, every employee ID, and the new member's photo.
    const secrets = [
      member.name,
      member.employeeId,
      photo.filename as string,
      ...seededStaff.filter((s) => !people.some((p) => s.name.endsWith(p.name))).map((s) => s.name),
      ...seededStaff.map((s) => s.employeeId),
    ]
    const leaks = (body: unknown) => secrets.filter((secret) => JSON.stringify(body).includes(secret))

    for (const { slug } of payload.config.collections) {
      const list = await cmsRest(`/cms/api/${slug}?depth=2&limit=1000`)
      expect(leaks(list.body), `GET /cms/api/${slug}`).toEqual([])
    }
    for (const { slug } of payload.config.globals) {
      expect(leaks((await cmsRest(`/cms/api/globals/${slug}?depth=2`)).body), slug).toEqual([])
    }
    const byId = await cmsRest(`/cms/api/${staffPhotoCollection()}/${photo.id}`)
    expect(byId.status).toBe(403)
    expect(leaks(byId.body)).toEqual([])

    for (const query of [
      '{ allStaff { docs { employeeId name photo { url filename } } } }',
      '{ StaffPortraits { docs { url filename } } }',
      '{ allMedia(limit: 1000) { docs { alt filename } } }',
      `{ StaffPortrait(id: ${JSON.stringify(photo.id)}) { url filename } }`,
    ]) {
      const response = await cmsGraphql(query)
      expect(leaks(response.body), query).toEqual([])
    }

    const search = await api(`/search?query=${encodeURIComponent(member.name)}`)
    expect(search.body.total).toBe(0)
  })

  it('the photo file is served only with a valid verification proof for that member of staff', async () => {
    const file = (proof?: string) => cmsRest(proof ? `${photoUrl()}?${new URLSearchParams({ proof })}` : photoUrl())
    expect((await file()).status).toBe(403)
    expect((await file('not-a-proof')).status).toBe(403)
    expect((await file(createToken('staff-proof', staffExamples.active, 60_000))).status).toBe(403)
    expect((await file(createToken('staff-proof', member.employeeId, -1))).status).toBe(403)
    expect((await file(createToken('unsubscribe', member.employeeId, 60_000))).status).toBe(403)

    const shown = await file(createToken('staff-proof', member.employeeId, 60_000))
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/jpeg')
    expect(shown.headers.get('cache-control')).toMatch(/private/)
    expect((await sharp(shown.bytes).metadata()).width).toBeGreaterThan(0)
  })

  it('the verification result shows the photo through the proof it was opened with', async () => {
    const proof = createToken('staff-proof', member.employeeId, 60_000)
    const shown = await postJson('/api/staff-verification/result', { employeeId: member.employeeId, proof })
    const data = endpoints.staffVerification.response.parse(shown.body).data
    if (!data.verified || !data.photo) throw new Error('no photo in the result')
    expect(data.photo.url.startsWith(`${photoUrl()}?`)).toBe(true)
    expect(new URL(data.photo.url, 'http://site.test').searchParams.get('proof')).toBe(proof)
    expect(data.photo.alt).toContain(member.name)
    expect((await cmsRest(data.photo.url)).status).toBe(200)
  })
})

describe('media', () => {
  it('cannot be listed, counted or read by ID anonymously, through REST or GraphQL', async () => {
    const some = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]
    for (const path of ['/cms/api/media', '/cms/api/media?limit=1000', '/cms/api/media/count', `/cms/api/media/${some.id}`]) {
      const response = await cmsRest(path)
      expect(response.status, path).toBe(403)
      expect(JSON.stringify(response.body), path).not.toContain(some.filename as string)
    }
    for (const query of ['{ allMedia { docs { alt filename } } }', `{ Media(id: ${JSON.stringify(some.id)}) { alt filename } }`]) {
      const response = await cmsGraphql(query)
      expect(JSON.stringify(response.body), query).not.toContain(some.filename as string)
      expect(response.body.errors?.length, query).toBeGreaterThan(0)
    }
  })

  it('an image uploaded for a draft story is not listed; editors still list everything', async () => {
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Embargoed: first results of the new vaccine trial' },
      file: await jpeg('embargoed-vaccine-results.jpg', 800, 500),
      ...asEditor(),
    })
    const draft = await payload.find({
      collection: 'news',
      where: { slug: { equals: seedDrafts.news } },
      draft: true,
      overrideAccess: true,
    })
    await payload.update({ collection: 'news', id: draft.docs[0].id, data: { image: image.id }, draft: true, ...asEditor() })

    const anonymous = await cmsRest('/cms/api/media?limit=1000&sort=-createdAt')
    expect(JSON.stringify(anonymous.body)).not.toContain('embargoed-vaccine-results')
    const graphql = await cmsGraphql('{ allMedia(limit: 1000) { docs { alt filename } } }')
    expect(JSON.stringify(graphql.body)).not.toContain('embargoed-vaccine-results')

    const asEditorList = await cmsRest('/cms/api/media?limit=1000&sort=-createdAt', { token: editorToken })
    expect(asEditorList.status).toBe(200)
    expect(asEditorList.body.docs.map((d: Upload) => d.filename)).toContain(image.filename)
  })

  it('files stay reachable by their address, as the public pages use them', async () => {
    const { body } = await api('/api/news_events/news?perPage=20')
    const withImage = endpoints.newsEvents.response.parse(body).data.find((n) => n.image)
    if (!withImage?.image) throw new Error('no news image')
    expect(withImage.image.url).toMatch(/^\/cms\/api\/media\/file\//)
    const file = await cmsRest(withImage.image.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
  })
})

describe('the migration that moves staff photos out of the media library', () => {
  type SqliteArgs = Parameters<typeof sqliteMigration.up>[0]
  type PostgresArgs = Parameters<typeof postgresMigration.up>[0]
  const onPostgres = process.env.CONTRACT_DB === 'postgres'
  const isArgs = (args: unknown): args is { db: object } => typeof args === 'object' && args !== null && 'db' in args
  const isSqliteArgs = (args: unknown): args is SqliteArgs => !onPostgres && isArgs(args)
  const isPostgresArgs = (args: unknown): args is PostgresArgs => onPostgres && isArgs(args)

  const laterColumns = [
    `ALTER TABLE staff_portraits ADD COLUMN prefix varchar DEFAULT 'staff-portraits'`,
    `ALTER TABLE staff_portraits ADD COLUMN _objectkey varchar`,
  ]

  /** Runs the migration's `up` or `down` as Payload runs migrations (in a transaction, with the adapter's arguments), then `then` SQL. */
  const migrate = (step: 'up' | 'down', then: string[] = []) =>
    payload.db.migrate({
      migrations: [
        {
          name: `test_staff_portraits_${step}_${Date.now()}`,
          down: async () => {},
          up: async (args) => {
            // A later migration (the file storage fields) added columns to the table `up` makes anew.
            const statements = step === 'up' ? [...laterColumns, ...then] : then
            if (isSqliteArgs(args)) {
              await sqliteMigration[step](args)
              for (const statement of statements) await args.db.run(sqliteSql.raw(statement))
            } else if (isPostgresArgs(args)) {
              await postgresMigration[step](args)
              for (const statement of statements) await args.db.execute(postgresSql.raw(statement))
            } else throw new Error('not migration arguments')
          },
        },
      ],
    })

  const staffPhoto = async (employeeId: string) => {
    const { docs } = await payload.find({
      collection: 'staff',
      where: { employeeId: { equals: employeeId } },
      depth: 1,
      overrideAccess: true,
    })
    return docs[0]?.photo as Upload | null
  }
  const mediaNamed = async (filename: string) =>
    (await payload.find({ collection: 'media', where: { filename: { equals: filename } }, overrideAccess: true })).docs
  const inFolder = (folder: string, filename: string) => existsSync(path.join(dataDir, folder, filename))

  it('moves each photo with its file; one a public profile also uses stays in the media library too', async () => {
    const withoutProfile = 'NVH-02002' // Grace Atieno: in the registry only
    const before = await staffPhoto(withoutProfile)
    const withPhotos = () => payload.count({ collection: 'staff', where: { photo: { exists: true } }, overrideAccess: true })
    const photosBefore = (await withPhotos()).totalDocs
    const lockColumns = await keepColumns(payload)

    // The layout before: staff photos in the media library, a profiled person's photo shared with their public profile.
    await migrate('down', [
      `UPDATE staff SET photo_id = (SELECT id FROM media WHERE filename = 'portrait-amara-okafor.jpg') WHERE employee_id = '${staffExamples.active}'`,
      `DELETE FROM media WHERE filename = 'staff-${staffExamples.active.toLowerCase()}.jpg'`,
    ])
    expect(inFolder('media', before?.filename as string)).toBe(true)
    expect(inFolder('staff-portraits', before?.filename as string)).toBe(false)
    expect((await mediaNamed(before?.filename as string)).map((m) => m.alt)).toEqual(['Photo of Grace Atieno'])

    await migrate('up')
    await lockColumns.restore()
    const after = await staffPhoto(withoutProfile)
    expect(after?.filename).toBe(before?.filename)
    expect(after?.url).toBe(`/cms/api/staff-portraits/file/${before?.filename}`)
    expect(inFolder('staff-portraits', after?.filename as string)).toBe(true)
    expect(inFolder('media', after?.filename as string)).toBe(false)
    expect(await mediaNamed(after?.filename as string)).toEqual([])

    const shared = await staffPhoto(staffExamples.active)
    expect(shared?.filename).toBe('portrait-amara-okafor.jpg')
    expect(inFolder('staff-portraits', 'portrait-amara-okafor.jpg')).toBe(true)
    expect(inFolder('media', 'portrait-amara-okafor.jpg')).toBe(true)
    expect(await mediaNamed('portrait-amara-okafor.jpg')).toHaveLength(1)
    expect((await withPhotos()).totalDocs).toBe(photosBefore)

    // The moved file is served with a proof, and new portraits still get new ids.
    const file = await cmsRest(`${shared?.url}?${new URLSearchParams({ proof: createToken('staff-proof', staffExamples.active, 60_000) })}`)
    expect(file.status).toBe(200)
    const added = await payload.create({
      collection: 'staff-portraits',
      data: {},
      file: await jpeg('after-migration.jpg'),
      overrideAccess: true,
    })
    expect(Number(added.id)).toBeGreaterThan(Number(shared?.id))
  })
})
