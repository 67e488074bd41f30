// Generates a migration for each database from the current content model:
//   npm run migrate:create -- <name>
// SQLite and PostgreSQL keep separate sets (cms/migrations/sqlite, cms/migrations/postgres).
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const name = process.argv[2] ?? 'change'
const postgresUrl = process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const count = (dir) => readdirSync(`cms/migrations/${dir}`).filter((file) => file.endsWith('.ts')).length

for (const [dir, databaseUrl] of [
  ['sqlite', ''],
  ['postgres', postgresUrl],
]) {
  const before = count(dir)
  // Payload's CLI loader sometimes exits 0 on Node 20 without running the command: check and retry.
  for (let attempt = 1; count(dir) === before; attempt++) {
    if (attempt > 6) throw new Error(`no ${dir} migration was written`)
    execFileSync('npx', ['payload', 'migrate:create', name], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: process.env.DATA_DIR ?? 'data/migrations-scratch' },
    })
  }
}
