import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { dataDir } from './data-dir'
import { isPostgresUrl } from './databaseUrl'

// MIGRATIONS_DIR is for tooling only: the drift check (scripts/check-drift.mjs) generates into a
// scratch copy. The build must not trace it (a path from the environment would trace the whole project).
const migrationsRoot = process.env.MIGRATIONS_DIR
  ? path.resolve(/* turbopackIgnore: true */ process.env.MIGRATIONS_DIR)
  : path.resolve(process.cwd(), 'cms/migrations')

/**
 * `next build` renders the pages without parameters once, and those renderings
 * are never served: pages are rendered on their first request and then come
 * from the cache (README, "Caching"). So the build reads an empty database in
 * memory, and needs neither the real database nor any other server.
 */
export const isBuildTime = process.env.NEXT_PHASE === 'phase-production-build'

/** How long a write on SQLite waits for another process's lock (ms). */
export const sqliteBusyTimeout = 15_000

/**
 * SQLite in data/site.db unless DATABASE_URL is a postgres:// URL.
 * The schema is only ever changed by migrations (see cms/migrations), never pushed.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (isBuildTime) return sqliteAdapter({ client: { url: ':memory:' }, push: false, migrationDir: path.join(migrationsRoot, 'sqlite') })
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: url?.startsWith('file:') ? url : `file:${path.join(dataDir, 'site.db')}` },
    // Another process may hold the write lock for a moment (a seed or `npm run create-admin` beside the server, a
    // second Payload on the same file in the tests): a write waits for it, up to this long, instead of failing
    // with "database is locked".
    busyTimeout: sqliteBusyTimeout,
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
