// The npm registry this project is built against does not serve every platform's
// build of some native packages (@next/swc-*, @unrs/resolver-binding-*), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock. This records each missing optional platform package as an entry
// without a download: npm ci accepts the lock and skips them on this platform.
// Usage: node scripts/complete-lockfile.mjs (after any npm install).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const lockPath = path.join(root, 'package-lock.json')

function missingFromLock() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lockcheck-'))
  try {
    cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'))
    cpSync(lockPath, path.join(dir, 'package-lock.json'))
    try {
      execFileSync('npm', ['ci', '--ignore-scripts', '--dry-run', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe' })
      return []
    } catch (error) {
      const output = String(error.stdout) + String(error.stderr)
      return [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1])
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const missing = missingFromLock()
if (missing.length === 0) {
  console.log('package-lock.json is complete')
  process.exit(0)
}
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
for (const name of missing) {
  // Find the package that declares it as optional, to take the version range it asks for.
  const declarer = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name])
  if (!declarer) throw new Error(`no package in the lock declares ${name} as optional`)
  const version = declarer.optionalDependencies[name].replace(/^[\^~=]/, '')
  lock.packages[`node_modules/${name}`] = { version, optional: true }
  console.log(`recorded ${name}@${version}`)
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n')
const still = missingFromLock()
if (still.length) throw new Error(`still missing: ${still.join(', ')}`)
console.log('package-lock.json is complete')
