import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseFault } from '@/lib/backend/outage'

import { lacks, postgresUrl } from '../support/requirements.mjs'
import { freePort } from '../support/server'

/**
 * Faults as the real drivers report them (pg against the test PostgreSQL, libsql on a file), each classified
 * as an outage of its kind; a query that is wrong is not one.
 */

/** The error `run` rejects with. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

const urlWith = (change: (url: URL) => void) => {
  const url = new URL(postgresUrl)
  change(url)
  return url.toString()
}

describe.skipIf(lacks('postgresql'))('PostgreSQL faults, as pg reports them', () => {
  const suffix = `${process.pid}_${Date.now()}`
  const closedDatabase = `institute_closed_${suffix}`
  const limitedRole = `institute_limited_${suffix}`
  const noLoginRole = `institute_nologin_${suffix}`
  const admin = (sql: string) => withClient(postgresUrl, (client) => client.query(sql))

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${closedDatabase} ALLOW_CONNECTIONS false`)
    await admin(`CREATE ROLE ${limitedRole} LOGIN CONNECTION LIMIT 0`)
    await admin(`CREATE ROLE ${noLoginRole} NOLOGIN`)
  })
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${closedDatabase}`)
    await admin(`DROP ROLE IF EXISTS ${limitedRole}`)
    await admin(`DROP ROLE IF EXISTS ${noLoginRole}`)
  })

  it('connection refused', async () => {
    const port = await freePort()
    expect(
      databaseFault(
        await failure(() =>
          withClient(
            urlWith((url) => (url.port = String(port))),
            async () => {},
          ),
        ),
      ),
    ).toBe('unreachable')
  })
  it('a database that does not accept connections, or does not exist', async () => {
    const closed = await failure(() =>
      withClient(
        urlWith((url) => (url.pathname = `/${closedDatabase}`)),
        async () => {},
      ),
    )
    expect(databaseFault(closed)).toBe('unreachable')
    const missing = await failure(() =>
      withClient(
        urlWith((url) => (url.pathname = `/institute_missing_${suffix}`)),
        async () => {},
      ),
    )
    expect(databaseFault(missing)).toBe('unreachable')
  })
  it('a connection terminated by the server', async () => {
    const error = await withClient(postgresUrl, async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      await admin(`SELECT pg_terminate_backend(${rows[0].pid})`)
      return failure(() => client.query('SELECT 1'))
    })
    expect(databaseFault(error)).toBe('terminated')
  })
  it('too many connections', async () => {
    const error = await failure(() =>
      withClient(
        urlWith((url) => (url.username = limitedRole)),
        async () => {},
      ),
    )
    expect(databaseFault(error)).toBe('overloaded')
  })
  it('authentication refused', async () => {
    const error = await failure(() =>
      withClient(
        urlWith((url) => (url.username = noLoginRole)),
        async () => {},
      ),
    )
    expect(databaseFault(error)).toBe('authentication')
  })
  it('a read-only database', async () => {
    const error = await withClient(postgresUrl, async (client) => {
      await client.query('SET default_transaction_read_only = on')
      return failure(() => client.query(`CREATE TABLE institute_never_${suffix} (id int)`))
    })
    expect(databaseFault(error)).toBe('read-only')
  })
  it('a statement timeout', async () => {
    const error = await withClient(postgresUrl, async (client) => {
      await client.query('SET statement_timeout = 1')
      return failure(() => client.query('SELECT pg_sleep(5)'))
    })
    expect(databaseFault(error)).toBe('timeout')
  })
  it('a wrong query is not an outage', async () => {
    const error = await withClient(postgresUrl, (client) => failure(() => client.query('SELECT * FROM no_such_table_here')))
    expect(databaseFault(error)).toBeUndefined()
  })
})

describe('SQLite faults, as libsql reports them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'institute-faults-'))

  it('a file that cannot be opened', async () => {
    const open = async () => createClient({ url: `file:${path.join(dir, 'no/such/dir/site.db')}` }).execute('SELECT 1')
    expect(databaseFault(await failure(open))).toBe('unreachable')
  })
  it('a write lock held by another connection', async () => {
    const file = `file:${path.join(dir, 'locked.db')}`
    const holder = createClient({ url: file })
    await holder.execute('CREATE TABLE t (id int)')
    const transaction = await holder.transaction('write')
    await transaction.execute('INSERT INTO t VALUES (1)')
    const other = createClient({ url: file })
    await other.execute('PRAGMA busy_timeout = 0')
    expect(databaseFault(await failure(() => other.execute('INSERT INTO t VALUES (2)')))).toBe('timeout')
    await transaction.rollback()
  })
  it('a read-only database', async () => {
    const client = createClient({ url: `file:${path.join(dir, 'readonly.db')}` })
    await client.execute('CREATE TABLE t (id int)')
    await client.execute('PRAGMA query_only = 1')
    expect(databaseFault(await failure(() => client.execute('INSERT INTO t VALUES (1)')))).toBe('read-only')
  })
  it('a wrong query is not an outage', async () => {
    const client = createClient({ url: `file:${path.join(dir, 'wrong.db')}` })
    expect(databaseFault(await failure(() => client.execute('SELECT * FROM no_such_table')))).toBeUndefined()
  })
})
