import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lacks, postgresUrl } from '../support/requirements.mjs'

/**
 * `npm run backup` and `npm run restore` round trips: back up, change the
 * database and the files, restore, and everything is as at the backup. SQLite
 * is backed up while another connection is in the middle of a write.
 */

const root = path.resolve(import.meta.dirname, '../..')

function script(action: 'backup' | 'restore', dir: string, env: Record<string, string | undefined>) {
  const run = spawnSync(process.execPath, ['scripts/backup.mjs', action, dir], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: undefined, ...env },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
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
  it('round trip: the database (copied while a write is under way) and the files are as at the backup', () => {
    const dataDir = dataDirWithFiles()
    const file = path.join(dataDir, 'site.db')
    const db = new Database(file)
    db.exec("PRAGMA journal_mode = WAL; CREATE TABLE news (title TEXT); INSERT INTO news VALUES ('As it was')")
    // Another connection's write, not yet committed: not in the copy.
    const writer = new Database(file)
    writer.exec("BEGIN IMMEDIATE; INSERT INTO news VALUES ('Not yet committed')")
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'institute-backup-')), 'copy')
    expect(script('backup', backup, { DATA_DIR: dataDir })).toMatch(/Backed up the sqlite database/)
    writer.exec('COMMIT')
    writer.close()
    db.exec("UPDATE news SET title = 'Changed'; INSERT INTO news VALUES ('Added after')")
    db.close()
    changeFiles(dataDir)

    script('restore', backup, { DATA_DIR: dataDir })
    const restored = new Database(file)
    expect(restored.prepare('SELECT title FROM news').all()).toEqual([{ title: 'As it was' }])
    restored.close()
    expectFilesAsAtBackup(dataDir)
  })

  it('refuses to back up into a directory that holds something', () => {
    const dataDir = dataDirWithFiles()
    new Database(path.join(dataDir, 'site.db')).close()
    const run = spawnSync(process.execPath, ['scripts/backup.mjs', 'backup', dataDir], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/is not empty/)
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
    expect(script('backup', backup, { DATA_DIR: dataDir, DATABASE_URL: url })).toMatch(/Backed up the postgres database/)
    expect(readFileSync(path.join(backup, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP')
    await query(url, "UPDATE news SET title = 'Changed'; INSERT INTO news VALUES ('Added after')")
    changeFiles(dataDir)

    script('restore', backup, { DATA_DIR: dataDir, DATABASE_URL: url })
    expect(await query(url, 'SELECT title FROM news')).toEqual([{ title: 'As it was' }])
    expectFilesAsAtBackup(dataDir)
  })
})
