// Generates a migration for each database from the current content model:
//   npm run migrate:create -- <name>
// SQLite and PostgreSQL keep separate sets (cms/migrations/sqlite, cms/migrations/postgres).
import { execFileSync } from 'node:child_process'

const name = process.argv[2] ?? 'change'
const postgresUrl = process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

for (const databaseUrl of ['', postgresUrl]) {
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: process.env.DATA_DIR ?? 'data/migrations-scratch' },
  })
}
