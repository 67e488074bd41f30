import { EventEmitter } from 'node:events'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { firstAdministratorAtStart } from './access/firstAdmin'
import { isBuildTime } from './database'
import { isPostgresUrl } from './databaseUrl'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { rebuildSearchIndex, searchIndexIsEmpty } from '../lib/searchIndex'
import { inTransaction, isPostgres, rows, run } from '../lib/sql'
import { auditTakeOvers } from './hooks/locks'
import { runBackgroundWork } from './jobs'
import { observeCms } from './observe'
import { seed } from './seed'
import type { TypeDemos } from './seed/helpers'

/**
 * On every start: bring the schema up to date with the committed migrations,
 * then fill an empty database with the demo content (unless SEED_ON_START=false).
 * Without any CMS account: the administrator from ADMIN_EMAIL and ADMIN_PASSWORD,
 * else the setup link on the console. `typeDemos`: the content types' own demo content, for the seed.
 */
export const onInit =
  (typeDemos: TypeDemos) =>
  async (payload: Payload): Promise<void> => {
    if (process.env.PAYLOAD_MIGRATING === 'true') return // the migrate CLI does its own work
    auditTakeOvers(payload)
    // A PostgreSQL restart closes the pool's idle connections: without a listener that is an uncaught exception.
    // The pool opens new connections on the next query.
    const pool: unknown = 'pool' in payload.db ? payload.db.pool : undefined
    if (pool instanceof EventEmitter)
      pool.on('error', (error: Error) =>
        payload.logger.warn(`database: an idle connection closed (${error.message}); new ones open as needed`),
      )
    const migrations = isPostgresUrl(process.env.DATABASE_URL) && !isBuildTime ? postgresMigrations : sqliteMigrations
    // Generated migrations type their args per adapter; Payload's base type takes `unknown`.
    const migrate = () => payload.db.migrate({ migrations: migrations as never })
    if (await isNewSqliteDatabase(payload)) {
      // Payload commits each of the migrations' statements on its own (about 900, a write to disk each): on a new
      // database they run in one transaction instead. Its tables are empty, so the migrations' `PRAGMA foreign_keys`
      // switches (which do nothing inside a transaction) have nothing to change; foreign keys are then on, as the last
      // of them leaves them.
      await inTransaction(payload, migrate)
      await run(payload, sql`PRAGMA foreign_keys=ON`)
    } else await migrate()
    if (isBuildTime) return // an empty schema is all the build reads
    const { totalDocs } = await payload.count({ collection: 'news', overrideAccess: true })
    // In upstream mode the content is the upstream's: the local database holds accounts only.
    if (totalDocs === 0 && process.env.SEED_ON_START !== 'false' && !process.env.UPSTREAM_API_URL) await seed(payload, typeDemos)
    else if (totalDocs > 0 && (await searchIndexIsEmpty(payload))) {
      // Content from before the search index existed (or restored without it): index it once.
      payload.logger.info(`search index rebuilt: ${await rebuildSearchIndex(payload)} documents`)
    }
    await firstAdministratorAtStart(payload)
    observeCms(payload)
    runBackgroundWork(payload)
  }

/** An SQLite database no migration has run on yet (it has no tables at all). */
async function isNewSqliteDatabase(payload: Payload): Promise<boolean> {
  if (isPostgres(payload)) return false
  return (await rows(payload, sql`SELECT name FROM sqlite_master LIMIT 1`)).length === 0
}
