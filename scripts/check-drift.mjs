// Fails when the committed schema artefacts do not match the content model in cms/:
//   npm run check:drift
// - cms/payload-types.ts must be what `npm run generate:types` writes;
// - each migration set (cms/migrations/sqlite, cms/migrations/postgres) must
//   already hold the model: Payload's migrate:create, run on a scratch copy of
//   the set, must find no schema changes.
// The PostgreSQL set needs a reachable server: MIGRATIONS_POSTGRES_URL, else
// postgres://postgres@127.0.0.1:5432/postgres (as for npm run migrate:create);
// --without-postgres leaves that set out.
// Nothing in the repository is written; scratch files go to the system's temp directory.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

const postgresUrl = process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = mkdtempSync(path.join(tmpdir(), 'check-drift-'))
const problems = []

/**
 * Runs a Payload CLI command until it has really run: Payload's CLI loader
 * sometimes exits 0 on Node 20 without running the command (see
 * scripts/create-migrations.mjs). `ran` tells from the output and files.
 */
function payload(args, env, ran) {
  for (let attempt = 1; attempt <= 6; attempt++) {
    const run = spawnSync('npx', ['payload', ...args], {
      encoding: 'utf8',
      // No terminal: Payload's questions (e.g. "created or renamed?") are not answered here.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
      // Outside production Payload's start regenerates cms/payload-types.ts in the background: not here.
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(scratch, 'data'), ...env },
    })
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
    if (run.status !== 0 && !/created or renamed/.test(output)) throw new Error(`payload ${args.join(' ')} failed:\n${output}`)
    if (ran(output)) return output
  }
  throw new Error(`payload ${args.join(' ')} never ran (tried 6 times)`)
}

function checkTypes() {
  const generated = path.join(scratch, 'payload-types.ts')
  payload(['generate:types'], { PAYLOAD_TS_OUTPUT_PATH: generated }, () => existsSync(generated))
  const committed = readFileSync('cms/payload-types.ts', 'utf8').split('\n')
  const fresh = readFileSync(generated, 'utf8').split('\n')
  const line = fresh.findIndex((text, i) => text !== committed[i])
  if (line === -1 && fresh.length === committed.length) return
  const at = line === -1 ? Math.min(fresh.length, committed.length) : line
  problems.push(
    `cms/payload-types.ts does not match the content model (first difference at line ${at + 1}):\n` +
      `    committed: ${committed[at] ?? '(end of file)'}\n` +
      `    model:     ${fresh[at] ?? '(end of file)'}\n` +
      `  Run: npm run generate:types`,
  )
}

function checkMigrations(set, databaseUrl) {
  // A scratch copy of cms/migrations with this set in it: Payload writes any new migration there.
  const root = path.join(scratch, `migrations-${set}`)
  cpSync(path.join('cms/migrations', set), path.join(root, set), { recursive: true })
  const migrations = () => readdirSync(path.join(root, set)).filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  const before = migrations().length
  const output = payload(
    ['migrate:create', 'drift', '--skip-empty'],
    { DATABASE_URL: databaseUrl, MIGRATIONS_DIR: root },
    (text) => /DOWN statements generation complete|created or renamed/.test(text) || migrations().length > before,
  )
  const written = migrations().filter((file) => file.includes('_drift'))
  if (/created or renamed/.test(output)) {
    const question = output.split('\n').find((text) => /created or renamed/.test(text)) ?? ''
    problems.push(
      `cms/migrations/${set} does not match the content model: Payload asks "${question.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').trim()}"\n` +
        `  Run in a terminal: npm run migrate:create -- <name>, answer, and check that renames keep the data.`,
    )
  } else if (written.length) {
    const sql = readFileSync(path.join(root, set, written[0]), 'utf8')
    // The body of up(), without its first and last lines (the function's braces).
    const up = sql.slice(sql.indexOf('export async function up'), sql.indexOf('export async function down')).trim().split('\n').slice(1, -1)
    problems.push(
      `cms/migrations/${set} does not match the content model; a new migration would start:\n` +
        up
          .slice(0, 12)
          .map((text) => `    ${text.trim()}`)
          .join('\n') +
        `${up.length > 12 ? '\n    …' : ''}\n  Run: npm run migrate:create -- <name>, and commit both sets.`,
    )
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    return true
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${postgresUrl.replace(/\/\/[^@]*@/, '//…@')} (${error.message}): ` +
        `the cms/migrations/postgres set cannot be checked.\n  Start PostgreSQL, or set MIGRATIONS_POSTGRES_URL.`,
    )
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

try {
  checkTypes()
  checkMigrations('sqlite', '')
  // The test command passes --without-postgres on a machine without PostgreSQL (it names the skip itself).
  if (!process.argv.includes('--without-postgres') && (await postgresReachable())) checkMigrations('postgres', postgresUrl)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

if (problems.length) {
  console.error(`check:drift failed: the content model (cms/) and the committed schema files must agree.\n\n- ${problems.join('\n\n- ')}`)
  process.exit(1)
}
console.log('No drift: cms/payload-types.ts and both migration sets match the content model.')
