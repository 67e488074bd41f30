// @ts-check
/**
 * Backs up or restores the site with the server's own settings (DATABASE_URL,
 * DATA_DIR):
 *
 *   npm run backup -- <dir>    a consistent copy while the site runs
 *   npm run restore -- <dir>   puts it back (stop the servers first)
 *
 * The database: SQLite is copied online with VACUUM INTO (a consistent
 * snapshot, writers are not stopped); PostgreSQL with pg_dump's custom format
 * (restored with pg_restore --clean). The files: everything in DATA_DIR but the
 * SQLite database itself (uploads, staff portraits, imports and exports, the
 * generated secret). A site keeping its files in an S3 bucket backs the bucket
 * up with the store's own tools (docs/operators.md, "Backups").
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import Database from 'libsql'

import { environmentProblems } from '../lib/config.mjs'

const [action, target] = process.argv.slice(2)
if (!['backup', 'restore'].includes(action ?? '') || !target) {
  console.error('Usage: npm run backup -- <directory>   or   npm run restore -- <directory>')
  process.exit(2)
}
const problems = environmentProblems(process.env)
if (problems.length > 0) fail(`The configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
const url = process.env.DATABASE_URL ?? ''
const postgres = /^postgres(ql)?:\/\//.test(url)
const sqliteFile = url.startsWith('file:') ? url.slice('file:'.length) : path.join(dataDir, 'site.db')
const dir = path.resolve(target)
const dump = path.join(dir, 'database.dump')
const copy = path.join(dir, 'site.db')
const files = path.join(dir, 'files')
const manifestFile = path.join(dir, 'backup.json')

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message)
  process.exit(1)
}

/** Runs a PostgreSQL client program, failing with its message. @param {string} program @param {string[]} args */
function run(program, args) {
  const result = spawnSync(program, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' })
  if (result.error)
    fail(`${program} is needed for a PostgreSQL database and could not be run (${result.error.message}): install postgresql-client.`)
  if (result.status !== 0) fail(`${program} failed:\n${result.stderr}`)
}

/** The SQLite database's own files in DATA_DIR (never copied as files: the database is copied on its own). */
const databaseFiles = new Set(['', '-wal', '-shm', '-journal'].map((suffix) => path.resolve(`${sqliteFile}${suffix}`)))
/** @param {string} name */
const isDataFile = (name) => !databaseFiles.has(path.join(dataDir, name))

if (action === 'backup') {
  if (existsSync(dir) && readdirSync(dir).length > 0) fail(`${dir} is not empty: back up into a new or empty directory.`)
  mkdirSync(dir, { recursive: true })
  if (postgres) run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, url])
  else {
    if (!existsSync(sqliteFile)) fail(`No SQLite database at ${sqliteFile}.`)
    const db = new Database(sqliteFile)
    db.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
    db.close()
  }
  mkdirSync(files)
  let count = 0
  if (existsSync(dataDir))
    for (const name of readdirSync(dataDir).filter(isDataFile)) {
      cpSync(path.join(dataDir, name), path.join(files, name), { recursive: true })
      count++
    }
  const manifest = { createdAt: new Date().toISOString(), database: postgres ? 'postgres' : 'sqlite', dataDirEntries: count }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`Backed up the ${manifest.database} database and ${count} entries of ${dataDir} into ${dir}.`)
} else {
  if (!existsSync(manifestFile)) fail(`${dir} holds no backup (no backup.json).`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  if (manifest.database !== (postgres ? 'postgres' : 'sqlite'))
    fail(`The backup is of a ${manifest.database} database; DATABASE_URL names a ${postgres ? 'postgres' : 'sqlite'} one.`)
  if (postgres) run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, dump])
  else {
    for (const file of databaseFiles) rmSync(file, { force: true })
    mkdirSync(path.dirname(sqliteFile), { recursive: true })
    cpSync(copy, sqliteFile)
  }
  mkdirSync(dataDir, { recursive: true })
  for (const name of readdirSync(dataDir).filter(isDataFile)) rmSync(path.join(dataDir, name), { recursive: true, force: true })
  cpSync(files, dataDir, { recursive: true })
  console.log(`Restored the ${manifest.database} database and ${manifest.dataDirEntries} entries of ${dataDir} from ${dir}.`)
}
