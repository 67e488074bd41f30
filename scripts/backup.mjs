// @ts-check
/**
 * Backs up or restores the site with the server's own settings (DATABASE_URL,
 * DATA_DIR, the S3_ variables):
 *
 *   npm run backup -- <dir>    a consistent copy while the site runs
 *   npm run restore -- <dir>   puts it back (stop the servers first)
 *
 * The database: SQLite is copied online with VACUUM INTO (a consistent
 * snapshot, writers are not stopped); PostgreSQL with pg_dump's custom format
 * (restored with pg_restore --clean). The files: everything in DATA_DIR but the
 * SQLite database itself (uploads, staff portraits, imports and exports, the
 * generated secret), and, when the uploads live in an S3-compatible bucket
 * (lib/mediaStorage.mjs), every object of the bucket: restored, the bucket
 * holds exactly the backup's objects.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import Database from 'libsql'

import { environmentProblems } from '../lib/config.mjs'
import { mediaStorageFrom } from '../lib/mediaStorage.mjs'

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
const bucketCopy = path.join(dir, 'bucket')
/** @type {import('../lib/mediaStorage.mjs').MediaStorage} */
let storage = { kind: 'disk' }
try {
  storage = mediaStorageFrom(process.env)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

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

/** @param {import('../lib/mediaStorage.mjs').BucketStorage} bucket */
const s3Client = (bucket) =>
  new S3Client({
    region: bucket.region,
    endpoint: bucket.endpoint,
    forcePathStyle: bucket.forcePathStyle,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
  })

/** Every key in the bucket. @param {S3Client} client @param {string} Bucket */
async function bucketKeys(client, Bucket) {
  /** @type {string[]} */
  const keys = []
  /** @type {string | undefined} */
  let ContinuationToken
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
    for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key)
    ContinuationToken = page.NextContinuationToken
  } while (ContinuationToken)
  return keys
}

/** Where an object's copy lives in the backup; a key that would leave it is refused. @param {string} key */
function copyOf(key) {
  const file = path.resolve(bucketCopy, key)
  if (!file.startsWith(`${bucketCopy}${path.sep}`))
    fail(`The bucket holds an object named ${JSON.stringify(key)}, which cannot be a file name.`)
  return file
}

/** The files under `root`, as keys (`media/picture.webp`). @param {string} root @returns {string[]} */
const filesUnder = (root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))

/** Every object of the bucket into <dir>/bucket/. @param {import('../lib/mediaStorage.mjs').BucketStorage} bucket */
async function backUpBucket(bucket) {
  const client = s3Client(bucket)
  const keys = await bucketKeys(client, bucket.bucket)
  for (const key of keys) {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))
    const file = copyOf(key)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, await (object.Body?.transformToByteArray() ?? new Uint8Array()))
  }
  client.destroy()
  return keys.length
}

/** The bucket made to hold exactly the backup's objects. @param {import('../lib/mediaStorage.mjs').BucketStorage} bucket */
async function restoreBucket(bucket) {
  const client = s3Client(bucket)
  const keys = existsSync(bucketCopy) ? filesUnder(bucketCopy) : []
  const kept = new Set(keys)
  const extra = (await bucketKeys(client, bucket.bucket)).filter((key) => !kept.has(key))
  // At most 1,000 keys per request (S3's limit).
  for (let i = 0; i < extra.length; i += 1000)
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket.bucket, Delete: { Objects: extra.slice(i, i + 1000).map((Key) => ({ Key })) } }),
    )
  for (const key of keys) await client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: readFileSync(copyOf(key)) }))
  client.destroy()
  return keys.length
}

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
  const bucketObjects = storage.kind === 's3' ? await backUpBucket(storage) : undefined
  const manifest = {
    createdAt: new Date().toISOString(),
    database: postgres ? 'postgres' : 'sqlite',
    dataDirEntries: count,
    ...(storage.kind === 's3' && { bucket: storage.bucket, bucketObjects }),
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  const ofBucket = storage.kind === 's3' ? ` and ${bucketObjects} objects of the bucket ${storage.bucket}` : ''
  console.log(`Backed up the ${manifest.database} database, ${count} entries of ${dataDir}${ofBucket} into ${dir}.`)
} else {
  if (!existsSync(manifestFile)) fail(`${dir} holds no backup (no backup.json).`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  if (manifest.database !== (postgres ? 'postgres' : 'sqlite'))
    fail(`The backup is of a ${manifest.database} database; DATABASE_URL names a ${postgres ? 'postgres' : 'sqlite'} one.`)
  if ((manifest.bucket !== undefined) !== (storage.kind === 's3'))
    fail(
      manifest.bucket === undefined
        ? 'The backup has no bucket, and the S3_ variables name one: restore it with the settings it was taken with.'
        : `The backup holds the bucket ${manifest.bucket}'s objects: set the S3_ variables to restore them.`,
    )
  if (postgres) run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, dump])
  else {
    for (const file of databaseFiles) rmSync(file, { force: true })
    mkdirSync(path.dirname(sqliteFile), { recursive: true })
    cpSync(copy, sqliteFile)
  }
  mkdirSync(dataDir, { recursive: true })
  for (const name of readdirSync(dataDir).filter(isDataFile)) rmSync(path.join(dataDir, name), { recursive: true, force: true })
  cpSync(files, dataDir, { recursive: true })
  const bucketObjects = storage.kind === 's3' ? await restoreBucket(storage) : undefined
  const ofBucket = storage.kind === 's3' ? ` and ${bucketObjects} objects of the bucket ${storage.bucket}` : ''
  console.log(`Restored the ${manifest.database} database, ${manifest.dataDirEntries} entries of ${dataDir}${ofBucket} from ${dir}.`)
}
