// Every check and every test, on any fresh machine: `npm test`.
//
// 1. The machine: what the tests use beyond Node.js (test/support/requirements.mjs).
//    On Debian or Ubuntu as root, missing packages are installed and Redis and
//    PostgreSQL started; elsewhere a missing part skips the tests that need it,
//    named in one line each. Under CI=true a missing part fails the run.
// 2. The production build, with the static checks beside it: types (checked here
//    once: next.config.ts turns the build's own check off), lint, formatting, and
//    the schema drift check; then the demo content seeded once on SQLite, for
//    every suite that runs on SQLite to start from a copy.
// 3. Vitest's unit and contract projects (one process per database, side by side),
//    then Playwright (one server per worker).
//
// A summary at the end names every part that ran, its time, and what was skipped.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { howToGet, postgresUrl, redisUrl, requirements, systemChromium } from '../test/support/requirements.mjs'

const ci = process.env.CI === 'true'
// Each server the tests start picks its own stores; the several-servers test uses TEST_REDIS_URL. A REDIS_URL
// left in the shell would make them all share one Redis: one suite's cached pages and rate limits in another's.
delete process.env.REDIS_URL
const started = Date.now()
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const ran = []

/**
 * The machine's CPU time so far, busy and all (Linux's /proc/stat, in ticks): how much of the cores each stage
 * of the run kept busy, for the summary. A stage far from 100% leaves room for more beside it.
 */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return undefined
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const idle = fields[3] + fields[4]
  return { busy: fields.reduce((a, b) => a + b, 0) - idle, all: fields.reduce((a, b) => a + b, 0) }
}
/** @type {{ name: string, busy: number }[]} */
const stages = []
async function stage(name, work) {
  const before = cpuTicks()
  const result = await work()
  const after = cpuTicks()
  if (before && after) stages.push({ name, busy: (after.busy - before.busy) / Math.max(1, after.all - before.all) })
  return result
}

const secondsSince = (since) => Math.round((Date.now() - since) / 1000)
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** The parts this machine lacks right now. */
const lacking = () => Object.keys(requirements).filter((part) => !requirements[part].present())

/** Installs Debian packages as root, quietly; false where that is not possible here. */
function aptInstall(packages) {
  if (packages.length === 0) return true
  if (process.getuid?.() !== 0 || !has('apt-get')) return false
  console.log(`Installing from Debian's packages: ${packages.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env })
  return update.status === 0 && install.status === 0
}

/** Starts an installed Redis or PostgreSQL that is not running, and waits for it. */
function startServer(part) {
  let start
  if (part === 'redis') {
    const { port } = new URL(redisUrl)
    start = spawnSync('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      port || '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ])
  } else {
    const version = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.split('\n')[0]
    start = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' })
  }
  if (start.status !== 0) return
  for (let i = 0; i < 30 && !requirements[part].present(); i++) spawnSync('sleep', ['1'])
}

/** Playwright's own Chromium, where there is no system one: found, or downloaded where the network allows. */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test')
  if (existsSync(chromium.executablePath())) return true
  if (ci) return false
  console.log('No system Chromium: fetching Playwright’s own (npx playwright install chromium)…')
  return spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' }).status === 0
}

/** Installs and starts what it can; returns the parts still missing (under CI, fails on any). */
async function prepareMachine() {
  if (!existsSync('node_modules')) spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  const notInstalled = lacking().filter((part) => !requirements[part].installed?.())
  // PostgreSQL needs trust auth and a database to be of use to the tests: an operator's job, not an install step.
  aptInstall(notInstalled.filter((part) => part !== 'postgresql').map((part) => requirements[part].debian))
  for (const part of lacking()) if (requirements[part].installed?.()) startServer(part)
  if (!systemChromium() && (await playwrightChromium())) process.env.PLAYWRIGHT_CHROMIUM = 'installed'
  const missing = lacking()
  if (missing.length && ci) {
    console.error(`CI runs every test, and this machine lacks:\n${missing.map((part) => `  - ${howToGet(part)}`).join('\n')}`)
    process.exit(1)
  }
  return missing
}

/**
 * Runs a command. Its output is shown as it comes (`stream`), or held and shown
 * when it ends, so that commands side by side do not mix their lines: all of it
 * when it fails, its last `tail` lines (a suite's counts) when it passes.
 */
function run(name, command, args, { stream = false, env = {}, tail = 0 } = {}) {
  const since = Date.now()
  if (!stream) console.log(`── ${name}: started`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const ok = code === 0
      ran.push({ name, seconds: secondsSince(since), ok })
      if (!stream) {
        const shown = ok ? output.trimEnd().split('\n').slice(-tail).join('\n') : output
        console.log(`\n── ${name}: ${ok ? 'passed' : 'FAILED'} (${secondsSince(since)} s)${tail || !ok ? `\n${shown}` : ''}`)
      }
      resolve(ok)
    })
  })
}

/** Runs the steps one after another, stopping at the first that fails. */
async function inOrder(steps) {
  for (const step of steps) if (!(await step())) return false
  return true
}

// Each suite's times by file, kept in data/test-timings (JSON reporters) for the summary's slowest files: where the
// run's minutes go, so that a slow new file shows the day it lands.
const timings = path.resolve('data/test-timings')
rmSync(timings, { recursive: true, force: true })
mkdirSync(timings, { recursive: true })
const timingsOf = (name) => path.join(timings, `${name}.json`)

/** The seconds each file of a suite took, from its JSON report (Vitest's or Playwright's); empty when there is none. */
function secondsByFile(name) {
  if (!existsSync(timingsOf(name))) return []
  const report = JSON.parse(readFileSync(timingsOf(name), 'utf8'))
  const relative = (file) => path.relative(process.cwd(), path.resolve('e2e', file))
  // A Playwright file's suite holds its tests, and its describe blocks' suites theirs.
  const milliseconds = (suite) =>
    (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results)).reduce((sum, { duration }) => sum + duration, 0) +
    (suite.suites ?? []).reduce((sum, inner) => sum + milliseconds(inner), 0)
  const files = report.testResults
    ? report.testResults.map((file) => [path.relative(process.cwd(), file.name), (file.endTime - file.startTime) / 1000])
    : report.suites.map((file) => [relative(file.file), milliseconds(file) / 1000])
  return files.sort(([, a], [, b]) => b - a)
}

function summary(skipped) {
  console.log('\n── Summary')
  for (const { name, seconds, ok } of ran) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${name} (${seconds} s)`)
  for (const name of ['vitest-sqlite', 'vitest-postgres', 'playwright']) {
    const slowest = secondsByFile(name).slice(0, 8)
    if (slowest.length === 0) continue
    console.log(`\nSlowest files, ${name}:`)
    for (const [file, seconds] of slowest) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`)
  }
  if (skipped.length) {
    console.log('\nSkipped, because this machine lacks a part (CI runs them all):')
    for (const part of skipped) console.log(`  - ${howToGet(part)}`)
  }
  if (stages.length) {
    console.log('\nHow busy the cores were:')
    for (const { name, busy } of stages) console.log(`  ${String(Math.round(busy * 100)).padStart(3)}%  ${name}`)
  }
  console.log(`\nIn all: ${secondsSince(started)} s`)
}

const skipped = await prepareMachine()
// The demo content, seeded once on SQLite: the SQLite contract suite and every Playwright worker start from a copy of it
// (test/support/seeded-database.ts, playwright.config.ts) instead of seeding a database each.
const seededSqlite = path.resolve('data/test-seeded')
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  // The tests skip what the machine lacks without looking again (test/support/requirements.mjs).
  TESTS_WITHOUT: skipped.join(','),
  ...(!skipped.includes('postgresql') && { TEST_DATABASE_URL: postgresUrl }),
}

async function seedSqliteOnce() {
  rmSync(seededSqlite, { recursive: true, force: true })
  const database = { DATA_DIR: seededSqlite, DATABASE_URL: `file:${seededSqlite}/site.db` }
  const seeded = await run('seed (SQLite, once for its suites)', 'node', ['scripts/seed.mjs'], { env: { ...env, ...database } })
  if (seeded) Object.assign(env, { SEEDED_SQLITE_DIR: seededSqlite })
  return seeded
}

const [built, checked] = await stage('build, and the checks beside it', () =>
  Promise.all([
    run('build', 'npm', ['run', 'build', '--silent'], { env, stream: true }),
    inOrder([
      () => run('types (tsc)', 'npx', ['tsc', '--noEmit'], { env }),
      () => run('lint (eslint)', 'npx', ['eslint', '.'], { env }),
      () => run('formatting (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], { env }),
      () =>
        run('schema drift', 'node', ['scripts/check-drift.mjs', ...(skipped.includes('postgresql') ? ['--without-postgres'] : [])], {
          env,
        }),
      seedSqliteOnce,
    ]),
  ]),
)

// Vitest's two contract projects side by side (each its own database and servers; much of their time is spent
// waiting), then Playwright, whose browsers and servers take both cores (with all three at once on two cores, pages of
// /admin missed their timeouts).
const reported = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${timingsOf(name)}`]
const vitest = [
  // Each database's contract suite is two projects (vitest.config.ts): most files in one module graph, then the
  // few that load the CMS with settings of their own.
  [
    'vitest: unit, and contract on SQLite',
    ['vitest', 'run', '--project', 'unit', '--project', 'contract-sqlite*', ...reported('vitest-sqlite')],
  ],
  ...(skipped.includes('postgresql')
    ? []
    : [['vitest: contract on PostgreSQL', ['vitest', 'run', '--project', 'contract-postgres*', ...reported('vitest-postgres')]]]),
]
const sideBySide = async (suites) =>
  (await Promise.all(suites.map(([name, args]) => run(name, 'npx', args, { env, tail: 12 })))).every(Boolean)
const vitestPassed = built && (await stage('vitest', () => sideBySide(vitest)))
const playwrightPassed =
  !built ||
  skipped.includes('chromium') ||
  (await stage('playwright', () =>
    run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: timingsOf('playwright') },
      stream: true,
    }),
  ))
const passed = built && checked && vitestPassed && playwrightPassed
summary(skipped)
process.exit(passed ? 0 : 1)
