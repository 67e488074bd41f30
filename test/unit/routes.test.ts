import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { endpoints } from '@/lib/contract'

const root = path.resolve(import.meta.dirname, '../..')

/** Where Next.js must find the handler of a contract path. `/search` is rewritten to /api/search by proxy.ts. */
const routeFile = (contractPath: string) =>
  path.join(root, 'app', (contractPath === '/search' ? '/api/search' : contractPath).replace(/:(\w+)/g, '[$1]'), 'route.ts')

describe('every contract call has its route handler under app/', () => {
  it.each(Object.entries(endpoints))('%s', async (name, endpoint) => {
    const file = routeFile(endpoint.path)
    expect(existsSync(file), `${file} is missing`).toBe(true)
    const handlers = (await import(file)) as Record<string, unknown>
    expect(typeof handlers[endpoint.method]).toBe('function')
  })
})
