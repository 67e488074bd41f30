/**
 * `npm run bench:seed`: how long the demo content takes on a fresh SQLite
 * database, the part of the first start (`npm start` on an empty database)
 * that the seed is. A child process starts the CMS on a new database in a
 * scratch directory (migrations), seeds it, then seeds it again; it prints
 * each phase's seconds and the seed's steps, and fails if the second seed
 * created anything (the seed is idempotent). Not a test: it prints figures,
 * with the load average they were measured under (the machine's other work
 * shows in them). BENCH_RUNS (default 2) fresh databases in turn.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

const runs = Number(process.env.BENCH_RUNS ?? 2)

// ---- child: one fresh database ----------------------------------------------------
async function measure(): Promise<void> {
  const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2))
  let since = performance.now()
  const [{ getPayload }, { default: config }, { seed }, { contentDemos }] = await Promise.all([
    import('payload'),
    import('../cms/payload.config'),
    import('../cms/seed'),
    import('../content/server'),
  ])
  const load = seconds(since)
  since = performance.now()
  const payload = await getPayload({ config })
  const init = seconds(since)
  since = performance.now()
  const first = await seed(payload, contentDemos)
  const seeded = seconds(since)
  since = performance.now()
  const again = await seed(payload, contentDemos)
  const reseeded = seconds(since)
  // Written out before exiting (the CMS keeps timers that would hold the process open).
  process.stdout.write(`${JSON.stringify({ load, init, seeded, reseeded, first, again })}\n`, () => process.exit(0))
}

// ---- parent -------------------------------------------------------------------------
async function main(): Promise<void> {
  console.log(
    `seed benchmark: ${runs} fresh SQLite databases, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  let failed = false
  for (let run = 1; run <= runs; run++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-seed-'))
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        SEED_ON_START: 'false',
        PAYLOAD_SECRET: 'bench',
      },
      timeout: 600_000,
    })
    rmSync(dir, { recursive: true, force: true })
    const line = child.stdout.split('\n').find((l) => l.startsWith('{"load"'))
    if (child.status !== 0 || !line) {
      console.error(`run ${run}: failed\n${child.stdout}\n${child.stderr}`)
      failed = true
      continue
    }
    const r = JSON.parse(line) as {
      load: number
      init: number
      seeded: number
      reseeded: number
      first: { created: number }
      again: { created: number }
    }
    const steps = child.stdout.match(/seed: done in [^\n]*/)?.[0].replace(/\x1b\[[0-9;]*m/g, '')
    console.log(
      `run ${run}: modules ${r.load} s, CMS start with migrations ${r.init} s, seed ${r.seeded} s (${r.first.created} created), ` +
        `seed again ${r.reseeded} s (${r.again.created} created); load average ${loadavg()[0].toFixed(1)}`,
    )
    if (steps) console.log(`  ${steps}`)
    if (r.again.created !== 0) {
      console.error(`run ${run}: the second seed created ${r.again.created} documents: the seed is not idempotent`)
      failed = true
    }
  }
  process.exit(failed ? 1 : 0)
}

if (process.argv.includes('--measure')) await measure()
else await main()
