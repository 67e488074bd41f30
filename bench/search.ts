/**
 * `npm run bench:search`: site search latency on 50,000 documents, on SQLite
 * and (when reachable) PostgreSQL. Each database is created fresh, migrated,
 * and its search index filled with generated documents; then common, rare and
 * multi-word queries run through the same code as the site (searchSite), and
 * p50/p95/p99 latencies are printed, twice: as visitors repeat queries (the
 * ranked hits kept per index version serve them), and each right after a
 * change to the index (nothing kept: ranked and counted afresh). Misspelt
 * queries take the fuzzy path: nothing found, the closest words looked up, and
 * the suggestion searched. Not a test:
 * it prints figures.
 *
 * Environment: BENCH_DOCS (default 50000), BENCH_RUNS (default 200 per query),
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/institute_bench_search,
 * with `_<BENCH_PORT>` after the name when BENCH_PORT is set, so that runs beside each
 * other on one server each have their own), BENCH_REUSE=1 to measure again on the
 * databases a previous run filled (the same documents), without filling them afresh.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'

import { z } from 'zod'

import type { SearchType } from '../content'

const root = path.resolve(import.meta.dirname, '..')
const docs = Number(process.env.BENCH_DOCS ?? 50_000)
const runs = Number(process.env.BENCH_RUNS ?? 200)
const postgresUrl =
  process.env.BENCH_POSTGRES_URL ??
  `postgres://postgres@127.0.0.1:5432/institute_bench_search${process.env.BENCH_PORT ? `_${process.env.BENCH_PORT}` : ''}`
const reuse = process.env.BENCH_REUSE === '1'

const queries = {
  common: ['health', 'malaria', 'children'],
  rare: ['quinoline', 'okavango', 'sphygmomanometer'],
  'multi-word': ['malaria vaccine trial', 'maternal health clinic', 'tuberculosis diagnostics study'],
  // Found through the suggestion: the query as typed finds nothing, the closest words are looked up and searched.
  misspelt: ['helth', 'malria', 'vacine'],
  'misspelt, several words': ['malria vacine trial', 'maternal helth clinic', 'tuberculosis diagnostcs study'],
}

const Figure = z.object({ p50: z.number(), p95: z.number(), p99: z.number(), hits: z.number() })
type Figures = Record<string, z.infer<typeof Figure>>
/** What a child prints for its database. */
const Measured = z.object({ loadSeconds: z.number(), load: z.array(z.number()), figures: z.record(z.string(), Figure) })
const modes = { repeated: 'repeated', fresh: 'after a change' } as const

// ---- child: one database ------------------------------------------------------
async function measure(): Promise<void> {
  const [{ getPayload }, { default: config }, { isPostgres, rows, run }, { sql }, { searchSite }, { addIndexRows, searchIndexChanged }] =
    await Promise.all([
      import('payload'),
      import('../cms/payload.config'),
      import('../lib/sql'),
      import('@payloadcms/db-sqlite'),
      import('../lib/backend/search'),
      import('../lib/searchIndex'),
    ])
  const payload = await getPayload({ config })
  const started = Date.now()
  // Reused: filled by an earlier run with the same documents (the last one's key tells it was filled to the end).
  const filled = reuse && (await rows(payload, sql`SELECT key FROM search_index WHERE key = ${`bench:${docs - 1}`}`)).length > 0
  for (let i = 0; i < (filled ? 0 : docs); i += 500) {
    const batch = Array.from({ length: Math.min(500, docs - i) }, (_, j) => generated(i + j))
    await addIndexRows(
      payload,
      batch.map((d) => ({
        key: d.key,
        type: d.type,
        subtype: d.type,
        docId: d.id,
        url: d.url,
        summary: d.summary,
        date: null,
        title: d.title,
        body: d.body,
      })),
    )
  }
  // As autovacuum would soon after filling: statistics for the planner (without them it scans the spelling tables), and
  // the row versions that filling left behind cleared (every batch updates the counts of `search_words` and `search_spellings`).
  if (isPostgres(payload))
    await run(payload, sql`VACUUM ANALYZE search_index, search_words, search_spellings, search_spelling_variants, search_version`)
  const loadSeconds = (Date.now() - started) / 1000

  const figures: Figures = {}
  // The machine's load while measuring, printed with the figures: other work on it shows in them.
  const load = [loadavg()[0]]
  for (const [mode, label] of Object.entries(modes)) {
    for (const [kind, list] of Object.entries(queries)) {
      const times: number[] = []
      let hits = 0
      for (let r = 0; r < runs; r++) {
        const query = list[r % list.length]
        // A change to the index (another document published) before each search: nothing kept applies.
        if (mode === 'fresh') await searchIndexChanged(payload)
        const t = process.hrtime.bigint()
        // Page 2 so the query log is not written: this measures the search itself.
        const result = await searchSite({ query, page: 2, perPage: 10, type: undefined }, 'bench')
        times.push(Number(process.hrtime.bigint() - t) / 1e6)
        // A misspelt query measured without taking the fuzzy path would measure nothing.
        if (kind.startsWith('misspelt') && !result.corrected) throw new Error(`"${query}" found no suggestion`)
        hits += result.total
      }
      times.sort((a, b) => a - b)
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]
      figures[`${kind}, ${label}`] = { p50: at(0.5), p95: at(0.95), p99: at(0.99), hits: Math.round(hits / runs) }
    }
  }
  load.push(loadavg()[0])
  console.log(JSON.stringify({ loadSeconds, load, figures }))
  process.exit(0)
}

// ---- generated documents --------------------------------------------------------
// The institute's own vocabulary, then a long tail of other words: in a real corpus
// a common word is in a good share of documents, not in every one.
const topical =
  'study trial health clinic community children maternal malaria vaccine tuberculosis diagnostics research data survey cohort district hospital nurse infection fever mosquito treatment dose outcome risk water sanitation nutrition growth school village household policy cost analysis model genome sequencing laboratory sample blood test antibody immunity protection season rainfall heat pollution diabetes pressure heart stroke cancer screening mental depression care workers training mobile records registry births deaths'.split(
    ' ',
  )
const syllables = ['ka', 'lo', 'mi', 'ren', 'ta', 'vo', 'shi', 'pa', 'dun', 'el', 'or', 'bri', 'sa', 'ne', 'gu', 'ti']
const tail = Array.from({ length: 4000 }, (_, i) => syllables[i % 16] + syllables[(i >> 4) % 16] + syllables[(i >> 8) % 16])
const words = [...topical.flatMap((w, i) => [w, tail[i]]), ...tail.slice(topical.length)]
const rareWords = ['quinoline', 'okavango', 'sphygmomanometer']
const types: SearchType[] = ['news', 'event', 'person', 'publication', 'protocol', 'page', 'tender']

function generated(n: number) {
  // A small deterministic generator: the same documents on every run and database.
  let seed = n * 2654435761
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32
  // Zipf-like: early words are much more frequent than late ones.
  const word = () => words[Math.floor(words.length * next() ** 3)]
  const sentence = (count: number) => Array.from({ length: count }, word).join(' ')
  let body = Array.from({ length: 6 }, () => sentence(12 + Math.floor(next() * 10))).join('. ')
  if (n % 2500 === 7) body += ` ${rareWords[n % rareWords.length]}`
  const title = sentence(5 + Math.floor(next() * 5))
  const type = types[n % types.length]
  return { key: `bench:${n}`, id: String(n), type, url: `/bench/${n}`, title, summary: body.slice(0, 160), body }
}

// ---- parent: run each database in its own process ---------------------------------
async function main() {
  const databases: { name: string; env: Record<string, string> }[] = []
  const sqliteDir = path.join(root, 'data/bench-search')
  if (!reuse) rmSync(sqliteDir, { recursive: true, force: true })
  databases.push({ name: 'SQLite (FTS5)', env: { DATA_DIR: sqliteDir, DATABASE_URL: `file:${sqliteDir}/site.db` } })
  if (await recreatePostgres())
    databases.push({
      name: 'PostgreSQL (tsvector + GIN)',
      env: { DATA_DIR: path.join(root, 'data/bench-search-pg'), DATABASE_URL: postgresUrl },
    })
  else console.log(`PostgreSQL is not reachable at ${postgresUrl}: measuring SQLite only.`)

  console.log(`Site search: ${docs.toLocaleString('en')} documents, ${runs} queries per kind, 10 results per page\n`)
  // The databases side by side: a row per kind of query, p50/p95/p99 and results for each.
  const measured: { name: string; figures: Figures }[] = []
  for (const db of databases) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure'], {
      cwd: root,
      env: { ...process.env, ...db.env, SEED_ON_START: 'false', PAYLOAD_SECRET: 'bench', BENCH_CHILD: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const line = child.stdout.split('\n').find((l) => l.startsWith('{"loadSeconds"'))
    if (child.status !== 0 || !line) {
      console.error(`${db.name}: failed (${child.status ?? child.signal ?? child.error?.message})\n${child.stdout}\n${child.stderr}`)
      process.exitCode = 1
      continue
    }
    const { loadSeconds, load, figures } = Measured.parse(JSON.parse(line))
    console.log(
      `${db.name}: index filled in ${loadSeconds.toFixed(1)} s; measured at a load average of ${load.map((l) => l.toFixed(1)).join(' to ')}`,
    )
    measured.push({ name: db.name.split(' ')[0], figures })
  }
  console.log('')
  const rows: string[][] = [
    ['queries', ...measured.flatMap((m) => [`${m.name} p50`, 'p95', 'p99', 'results'])],
    ...Object.keys(measured[0]?.figures ?? {}).map((kind) => [
      kind,
      ...measured.flatMap(({ figures }) => {
        const f = figures[kind]
        return f ? [f.p50.toFixed(2), f.p95.toFixed(2), f.p99.toFixed(2), String(f.hits)] : ['', '', '', '']
      }),
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  for (const r of rows) console.log(r.map((cell, i) => (i >= 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '))
  console.log('\nAim: p95 under 20 ms.')
}

async function recreatePostgres(): Promise<boolean> {
  const { default: pg } = await import('pg')
  const url = new URL(postgresUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    if (reuse && (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return true
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

if (process.argv.includes('--measure')) await measure()
else await main()
