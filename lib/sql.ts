import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Raw SQL on the CMS's own connection, for what Payload's query API cannot
 * express (full-text search, counters). Inside a request's transaction when
 * there is one, so index updates commit or roll back with the change itself.
 */
type Adapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string | number, { db: unknown }>
}
type SQL = ReturnType<typeof sql>
type SqliteDb = { all: (query: SQL) => Promise<unknown[]>; run: (query: SQL) => Promise<unknown> }
type PostgresDb = { execute: (query: SQL) => Promise<{ rows: unknown[] }> }

export const isPostgres = (payload: Payload) => (payload.db as unknown as Adapter).name === 'postgres'

async function connection(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const adapter = payload.db as unknown as Adapter
  const transaction = req?.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle
}

export async function rows<T>(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<T[]> {
  const db = await connection(payload, req)
  if (isPostgres(payload)) return (await (db as PostgresDb).execute(query)).rows as T[]
  return (await (db as SqliteDb).all(query)) as T[]
}

export async function run(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<void> {
  const db = await connection(payload, req)
  if (isPostgres(payload)) await (db as PostgresDb).execute(query)
  else await (db as SqliteDb).run(query)
}

/**
 * Runs `work` in one transaction; its Local API calls and SQL pass the `req` it
 * is given. On PostgreSQL that is Payload's own transaction. On SQLite Payload
 * keeps transactions off (every statement commits on its own, with a write to
 * disk each), and all of the CMS's queries share its one connection: the
 * connection itself is put in a transaction (`BEGIN IMMEDIATE` … `COMMIT`).
 * For work nothing else runs beside on that connection (the demo content's
 * seed, rebuilding the search index): anything else meanwhile would join it.
 */
export async function inTransaction<T>(payload: Payload, work: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const own = transactionID === undefined && !isPostgres(payload)
  if (own) await run(payload, sql`BEGIN IMMEDIATE`)
  try {
    const result = await work({ transactionID })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    if (own) await run(payload, sql`COMMIT`)
    return result
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    if (own) await run(payload, sql`ROLLBACK`)
    throw error
  }
}
