import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { howToGet, requirements } from '../support/requirements.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** `lacks(part)` in a fresh process with this environment: its answer, what it printed, and whether it threw. */
function lacksIn(part: string, env: Record<string, string | undefined>) {
  const script = `import('./test/support/requirements.mjs').then(({ lacks }) => console.log(JSON.stringify(lacks(${JSON.stringify(part)}))))`
  const environment = { ...process.env, ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete environment[key]
  const run = spawnSync(process.execPath, ['-e', script], { cwd: root, env: environment, encoding: 'utf8' })
  return { answer: run.stdout.trim(), warned: run.stderr, failed: run.status !== 0 }
}

describe('the parts of the machine the tests use', () => {
  it('each names what needs it and the Debian package that brings it', () => {
    for (const [part, requirement] of Object.entries(requirements)) {
      expect(requirement.neededBy, part).toMatch(/\S/)
      expect(requirement.debian, part).toMatch(/^[a-z0-9.+-]+$/)
      expect(howToGet(part as keyof typeof requirements)).toContain(`apt-get install ${requirement.debian}`)
    }
  })

  it('a part the test command found missing is skipped locally, without looking again', () => {
    expect(lacksIn('nginx', { TESTS_WITHOUT: 'xmllint,nginx', CI: undefined })).toMatchObject({ answer: 'true', failed: false })
    expect(lacksIn('java', { TESTS_WITHOUT: 'xmllint,nginx', CI: undefined })).toMatchObject({ answer: 'false', failed: false })
  })

  it('run alone, a test looks itself and prints how to get what is missing', () => {
    // Nothing listens on port 1: Redis is missing there.
    const alone = lacksIn('redis', { TESTS_WITHOUT: undefined, CI: undefined, TEST_REDIS_URL: 'redis://127.0.0.1:1' })
    expect(alone).toMatchObject({ answer: 'true', failed: false })
    expect(alone.warned).toContain('Skipped: redis is missing')
    expect(alone.warned).toContain('apt-get install redis-server')
  })

  it('under CI a missing part fails instead of skipping', () => {
    const ci = lacksIn('nginx', { TESTS_WITHOUT: 'nginx', CI: 'true' })
    expect(ci.failed).toBe(true)
    expect(ci.warned).toContain('CI must run every test: nginx is missing')
  })
})
