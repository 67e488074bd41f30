import { spawn } from 'node:child_process'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqliteBusyTimeout } from '@/cms/database'

/**
 * On SQLite another process may hold the write lock for a moment: a seed or
 * `npm run create-admin` beside the server, a second Payload on the same file
 * in these tests. A write meanwhile waits for the lock (cms/database.ts:
 * `busyTimeout`) instead of failing with "database is locked". SQLite only
 * (vitest.config.ts): PostgreSQL has row locks of its own.
 */

const held = 1500

/** Another process that takes the write lock, says so, keeps it `held` ms and lets it go. */
function lockHolder(): Promise<{ released: Promise<void> }> {
  const script = `
    const { createClient } = require('@libsql/client')
    const db = createClient({ url: process.env.DATABASE_URL })
    db.execute('BEGIN IMMEDIATE').then(() => {
      console.log('locked')
      setTimeout(() => db.execute('COMMIT').then(() => process.exit(0)), ${held})
    })`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const released = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder exited with ${code}`)))),
  )
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve({ released }))
    child.on('error', reject)
  })
}

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})
afterAll(async () => {
  await payload.delete({ collection: 'countries', where: { code: { equals: 'ZZ' } }, overrideAccess: true })
})

describe('SQLite with another process writing', () => {
  it('a write waits while another process holds the lock, then is stored', async () => {
    expect(sqliteBusyTimeout).toBeGreaterThan(held * 2)
    const { released } = await lockHolder()
    const started = Date.now()
    const created = await payload.create({ collection: 'countries', data: { name: 'Lockland', code: 'ZZ' }, overrideAccess: true })
    // It waited for the other process's commit, and was not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(held - 200)
    await released
    const found = await payload.find({ collection: 'countries', where: { code: { equals: 'ZZ' } }, overrideAccess: true })
    expect(found.docs.map((d) => d.id)).toEqual([created.id])
  })
})
