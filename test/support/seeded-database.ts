import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Before a contract project runs: a fresh, empty database (a new SQLite file or
 * a re-created PostgreSQL database), migrated and seeded with the demo content
 * by the same script as `npm run seed`; on SQLite under `npm test`, a copy of
 * the database it seeded once.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>
  rmSync(env.DATA_DIR, { recursive: true, force: true })
  if (env.DATABASE_URL.startsWith('postgres')) await recreatePostgresDatabase(env.DATABASE_URL)
  else if (copySeeded(env.DATA_DIR)) return
  execFileSync('node', ['scripts/seed.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    // The test command runs the suites side by side: on a two-core machine their seeds share it.
    timeout: 420_000,
  })
}

export async function recreatePostgresDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
    // A test database need not outlive a crash of the server: commits do not wait for the disk.
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`)
  } finally {
    await client.end()
  }
}

/**
 * A copy of the SQLite database `npm test` seeded once for every suite on
 * SQLite (SEEDED_SQLITE_DIR, scripts/test.mjs), with its files; false when
 * there is none to copy.
 */
export function copySeeded(dataDir: string): boolean {
  const seeded = process.env.SEEDED_SQLITE_DIR
  if (!seeded) return false
  cpSync(seeded, dataDir, { recursive: true })
  return true
}
