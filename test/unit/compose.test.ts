import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvironmentSchema } from '@/lib/config.mjs'

/**
 * compose.yaml runs the nginx recipe of deploy/ as it is, rewriting one line
 * (its upstream's server) at start, and sets the servers' environment: both
 * must stay in step with what they name. (No image registry is reachable
 * here to run it: the image itself is run by `npm run test:container`.)
 */
const root = path.resolve(import.meta.dirname, '../..')
const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8')

describe('compose.yaml', () => {
  it("rewrites a line the nginx recipe has: its upstream's one server", () => {
    const rewritten = compose.match(/sed 's\/([^/]+)\//)?.[1]
    expect(rewritten).toBe('server 127.0.0.1:3000 max_fails=0;')
    expect(readFileSync(path.join(root, 'deploy/snippets/institute-http.conf'), 'utf8')).toContain(`    ${rewritten}\n`)
  })

  it("sets only variables the servers' configuration knows, each valid as written", () => {
    const block = compose.slice(compose.indexOf('  environment: &app-environment'), compose.indexOf('  healthcheck:'))
    const settings = [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*): (.+)$/gm)].map(([, name, value]) => [name, value] as const)
    expect(settings.length).toBeGreaterThan(10)
    const known = Object.keys(EnvironmentSchema.shape)
    for (const [name, value] of settings) {
      expect(known, name).toContain(name)
      // Values taken from the operator's environment are checked when the server starts; literal ones here.
      if (!value.includes('${')) expect(EnvironmentSchema.safeParse({ [name]: value.replace(/^'(.*)'$/, '$1') }).success, name).toBe(true)
    }
  })
})
