import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { dataDir } from './data-dir'

// MIGRATIONS_DIR is for tooling only: the drift check (scripts/check-drift.mjs) generates into a
// scratch copy. The build must not trace it (a path from the environment would trace the whole project).
const migrationsRoot = process.env.MIGRATIONS_DIR
  ? path.resolve(/* turbopackIgnore: true */ process.env.MIGRATIONS_DIR)
  : path.resolve(process.cwd(), 'cms/migrations')

export const isPostgresUrl = (url: string | undefined): boolean => /^postgres(ql)?:\/\//.test(url ?? '')

/**
 * SQLite in data/site.db unless DATABASE_URL is a postgres:// URL.
 * The schema is only ever changed by migrations (see cms/migrations), never pushed.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: url?.startsWith('file:') ? url : `file:${path.join(dataDir, 'site.db')}` },
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
