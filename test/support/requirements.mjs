// @ts-check
/**
 * What the tests use beyond Node.js and the npm packages: each part, what needs
 * it, how to tell it is here, and where it comes from. One list, read by the
 * test command (scripts/test.mjs: it installs what is missing on Debian or
 * Ubuntu as root, starts the servers, and names what it skipped) and by the
 * tests that need a part (`lacks`, below).
 *
 * Locally a test whose part is missing is skipped, and one line names the part
 * and how to get it. Under CI=true a missing part fails the run instead.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** @param {string[]} paths */
const firstFile = (paths) => paths.find((p) => existsSync(p)) ?? null

/** @param {string} name */
function onPath(name) {
  const run = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
  return run.status === 0 ? run.stdout.trim() : null
}

/**
 * Whether something listens on this TCP address, asked of a child process (a
 * test module decides whether to skip while it loads, synchronously).
 * @param {string} host @param {number} port
 */
function listening(host, port) {
  const probe = `require('node:net').connect(${port}, ${JSON.stringify(host)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0
}

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else the system's. Playwright's own is tried by the test command. */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  return (
    firstFile([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ]) ?? onPath('chromium')
  )
}

/**
 * The Redis and PostgreSQL the tests use, named by variables of their own: the site's REDIS_URL and
 * DATABASE_URL would reach every server the tests start (the test command clears REDIS_URL).
 */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * @typedef {object} Requirement
 * @property {string} neededBy what cannot run without it
 * @property {string} debian the Debian/Ubuntu package that brings it
 * @property {() => boolean} present
 * @property {() => boolean} [installed] for a server: whether it is installed (the test command starts it when it is not running)
 */

/** @type {Record<string, Requirement>} */
export const requirements = {
  chromium: {
    neededBy: 'the end-to-end tests (e2e/, Playwright)',
    debian: 'chromium',
    present: () => systemChromium() !== null || process.env.PLAYWRIGHT_CHROMIUM === 'installed',
  },
  java: {
    neededBy: 'the HTML validation of the page checks (e2e/page-checks.spec.ts, the Nu Html Checker)',
    debian: 'default-jre-headless',
    present: () => onPath('java') !== null,
  },
  nginx: {
    neededBy: 'the nginx recipe and several-servers tests (test/contract/nginx.test.ts, scale-out.test.ts)',
    debian: 'nginx-light',
    present: () => onPath('nginx') !== null || firstFile(['/usr/sbin/nginx', '/usr/bin/nginx']) !== null,
  },
  openssl: {
    neededBy: "the HTTPS recipe's test certificate (test/contract/nginx.test.ts)",
    debian: 'openssl',
    present: () => onPath('openssl') !== null,
  },
  xmllint: {
    neededBy: 'the sitemap and feed validation (test/contract/feeds.test.ts)',
    debian: 'libxml2-utils',
    present: () => onPath('xmllint') !== null,
  },
  redis: {
    neededBy: `the several-servers test (test/contract/scale-out.test.ts), at ${redisUrl}`,
    debian: 'redis-server',
    installed: () => onPath('redis-server') !== null,
    present: () => {
      const { hostname, port } = new URL(redisUrl)
      return listening(hostname, Number(port || 6379))
    },
  },
  postgresql: {
    neededBy: `the contract suite's PostgreSQL run and the PostgreSQL migrations' drift check, at ${postgresUrl.replace(/\/\/[^@]*@/, '//')}`,
    debian: 'postgresql',
    installed: () => onPath('pg_ctlcluster') !== null && existsSync('/etc/postgresql'),
    present: () => {
      const { hostname, port } = new URL(postgresUrl)
      return listening(hostname, Number(port || 5432))
    },
  },
}

/** @typedef {keyof typeof requirements} Part */

/** @param {Part} part */
export function howToGet(part) {
  const { neededBy, debian } = requirements[part]
  const start = part === 'redis' ? ', running' : part === 'postgresql' ? ', running, with trust auth and a database `test`' : ''
  return `${part} is missing: needed by ${neededBy}. Install it (Debian/Ubuntu: apt-get install ${debian})${start}.`
}

/** @type {Map<string, boolean>} */
const known = new Map()

/**
 * Whether this machine lacks a part, for a test to skip on. The test command
 * has already looked (TESTS_WITHOUT names what it found missing); run alone, a
 * test looks itself. Locally the first test to ask prints how to get the part;
 * under CI=true a missing part throws, so the run fails.
 * @param {Part} part
 */
export function lacks(part) {
  if (!known.has(part)) {
    const listed = process.env.TESTS_WITHOUT
    const missing = listed !== undefined ? listed.split(',').includes(part) : !requirements[part].present()
    if (missing && process.env.CI === 'true') throw new Error(`CI must run every test: ${howToGet(part)}`)
    if (missing && listed === undefined) console.warn(`Skipped: ${howToGet(part)}`)
    known.set(part, missing)
  }
  return known.get(part) === true
}
