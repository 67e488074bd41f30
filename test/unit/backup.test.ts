import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import Database from 'libsql'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lacks, postgresUrl } from '../support/requirements.mjs'
import { runS3Server } from '../support/s3'

/**
 * `npm run backup` and `npm run restore` round trips: back up, change the
 * database and the files, restore, and everything is as at the backup. SQLite
 * is backed up while another connection is in the middle of a write; uploads
 * in an S3 bucket are backed up from a real S3 server (s3rver) in this process.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** The script in a process of its own, not blocking this one (where the test's S3 server answers it). */
function run(action: 'backup' | 'restore', dir: string, env: Record<string, string | undefined>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/backup.mjs', action, dir], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: undefined, ...env },
    })
    let [stdout, stderr] = ['', '']
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
async function script(action: 'backup' | 'restore', dir: string, env: Record<string, string | undefined>) {
  const { status, stdout, stderr } = await run(action, dir, env)
  expect(status, stderr).toBe(0)
  return stdout
}

/** A DATA_DIR with uploads and a secret. */
function dataDirWithFiles() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'institute-backup-data-'))
  mkdirSync(path.join(dataDir, 'media'))
  writeFileSync(path.join(dataDir, 'media/picture.webp'), 'the picture as it was')
  writeFileSync(path.join(dataDir, 'secret'), 'the secret')
  return dataDir
}
function changeFiles(dataDir: string) {
  writeFileSync(path.join(dataDir, 'media/picture.webp'), 'the picture replaced')
  writeFileSync(path.join(dataDir, 'media/added.webp'), 'a picture added after')
}
function expectFilesAsAtBackup(dataDir: string) {
  expect(readFileSync(path.join(dataDir, 'media/picture.webp'), 'utf8')).toBe('the picture as it was')
  expect(existsSync(path.join(dataDir, 'media/added.webp'))).toBe(false)
  expect(readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe('the secret')
}

describe('backups of a SQLite site', () => {
  it('round trip: the database (copied while a write is under way) and the files are as at the backup', async () => {
    const dataDir = dataDirWithFiles()
    const file = path.join(dataDir, 'site.db')
    const db = new Database(file)
    db.exec("PRAGMA journal_mode = WAL; CREATE TABLE news (title TEXT); INSERT INTO news VALUES ('As it was')")
    // Another connection's write, not yet committed: not in the copy.
    const writer = new Database(file)
    writer.exec("BEGIN IMMEDIATE; INSERT INTO news VALUES ('Not yet committed')")
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    expect(await script('backup', backup, { DATA_DIR: dataDir })).toMatch(/Backed up the sqlite database/)
    writer.exec('COMMIT')
    writer.close()
    db.exec("UPDATE news SET title = 'Changed'; INSERT INTO news VALUES ('Added after')")
    db.close()
    changeFiles(dataDir)

    await script('restore', backup, { DATA_DIR: dataDir })
    const restored = new Database(file)
    expect(restored.prepare('SELECT title FROM news').all()).toEqual([{ title: 'As it was' }])
    restored.close()
    expectFilesAsAtBackup(dataDir)
  })

  it('refuses to back up into a directory that holds something', async () => {
    const dataDir = dataDirWithFiles()
    new Database(path.join(dataDir, 'site.db')).close()
    const refused = await run('backup', dataDir, { DATA_DIR: dataDir })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/is not empty/)
  })
})

describe.skipIf(lacks('postgresql'))('backups of a PostgreSQL site (pg_dump)', () => {
  const name = `institute_backup_${process.pid}_${Date.now()}`
  const url = (() => {
    const address = new URL(postgresUrl)
    address.pathname = `/${name}`
    return address.toString()
  })()
  const query = async (connection: string, sql: string) => {
    const client = new pg.Client({ connectionString: connection })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  beforeAll(async () => {
    await query(postgresUrl, `CREATE DATABASE ${name}`)
  })
  afterAll(async () => {
    await query(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('round trip: the database and the files are as at the backup', async () => {
    const dataDir = dataDirWithFiles()
    await query(url, "CREATE TABLE news (title text); INSERT INTO news VALUES ('As it was')")
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    expect(await script('backup', backup, { DATA_DIR: dataDir, DATABASE_URL: url })).toMatch(/Backed up the postgres database/)
    expect(readFileSync(path.join(backup, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP')
    await query(url, "UPDATE news SET title = 'Changed'; INSERT INTO news VALUES ('Added after')")
    changeFiles(dataDir)

    await script('restore', backup, { DATA_DIR: dataDir, DATABASE_URL: url })
    expect(await query(url, 'SELECT title FROM news')).toEqual([{ title: 'As it was' }])
    expectFilesAsAtBackup(dataDir)
  })
})

describe('backups of a site keeping its uploads in an S3 bucket', () => {
  const bucket = 'institute-backup-media'
  const scratch = mkdtempSync(path.join(tmpdir(), 'institute-backup-s3-'))
  let s3Server: Awaited<ReturnType<typeof runS3Server>>['server']
  let settings: Record<string, string>
  let s3: S3Client
  beforeAll(async () => {
    // The backup script lists the bucket with the SDK as it is: s3rver's reading of its signature differs.
    ;({ server: s3Server, settings } = await runS3Server(bucket, path.join(scratch, 'store'), { lenientSignatures: true }))
    s3 = new S3Client({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })
  afterAll(async () => {
    s3?.destroy()
    await s3Server?.close()
  })

  const put = (key: string, body: string) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
  /** The bucket's objects and their contents. */
  async function contents(): Promise<Record<string, string>> {
    const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
    const entries = await Promise.all(
      Contents.flatMap(({ Key }) => (Key ? [Key] : [])).map(async (key) => {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return [key, (await Body?.transformToString()) ?? ''] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  it('round trip: the bucket holds exactly its objects at the backup, with the database and DATA_DIR', async () => {
    const dataDir = dataDirWithFiles()
    new Database(path.join(dataDir, 'site.db')).exec("CREATE TABLE news (title TEXT); INSERT INTO news VALUES ('As it was')")
    await put('media/field-team.webp', 'the field team as it was')
    await put('media/field-team-640x360.webp', 'a size as it was')
    await put('staff-portraits/okafor.jpg', 'a portrait')
    const atBackup = await contents()
    expect(Object.keys(atBackup)).toHaveLength(3)
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    expect(await script('backup', backup, { DATA_DIR: dataDir, ...settings })).toMatch(/3 objects of the bucket institute-backup-media/)

    // After the backup: an object replaced, one added, one deleted.
    await put('media/field-team.webp', 'the field team replaced')
    await put('exports/subscribers.csv', 'an export made after')
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'staff-portraits/okafor.jpg' }))
    expect(await contents()).not.toEqual(atBackup)

    expect(await script('restore', backup, { DATA_DIR: dataDir, ...settings })).toMatch(/3 objects of the bucket/)
    expect(await contents()).toEqual(atBackup)
    expectFilesAsAtBackup(dataDir)
  })

  it('refuses to restore a backup with a bucket without the S3 settings, and one without a bucket into a bucket', async () => {
    const restore = (backup: string, env: Record<string, string>) => run('restore', backup, { DATA_DIR: dataDirWithFiles(), ...env })
    const dataDir = dataDirWithFiles()
    new Database(path.join(dataDir, 'site.db')).close()
    const withBucket = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    await script('backup', withBucket, { DATA_DIR: dataDir, ...settings })
    const refused = await restore(withBucket, {})
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/holds the bucket institute-backup-media's objects: set the S3_ variables/)
    const withoutBucket = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    await script('backup', withoutBucket, { DATA_DIR: dataDir })
    const intoBucket = await restore(withoutBucket, settings)
    expect(intoBucket.status).toBe(1)
    expect(intoBucket.stderr).toMatch(/The backup has no bucket/)
  })
})
