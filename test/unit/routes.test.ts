import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { type EndpointName, callsAt, endpoints } from '@/lib/contract'

const root = path.resolve(import.meta.dirname, '../..')

describe('every contract call is served', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s', (name) => {
    const endpoint = endpoints[name]
    const example = endpoint.path.replace(/:(\w+)/g, 'x')
    if (endpoint.path === '/search') {
      // Shared with the search page: proxy.ts sends script requests to this route.
      expect(existsSync(path.join(root, 'app/api/search/route.ts'))).toBe(true)
    } else {
      // The /api router finds the call by its path.
      expect(callsAt(example).map((c) => c.name)).toContain(name)
    }
  })

  it('no two calls of one method share a path', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const example = endpoints[name].path.replace(/:(\w+)/g, 'x')
      const sameMethod = callsAt(example).filter((c) => endpoints[c.name].method === endpoints[name].method)
      expect(sameMethod.map((c) => c.name)).toEqual([name])
    }
  })

  it('path parameters are decoded, and malformed encoding is a 400', () => {
    expect(callsAt('/api/people/s%C3%B8ren')[0].params).toEqual({ slug: 'søren' })
    expect(() => callsAt('/api/people/%E0%A4%A')).toThrow(/malformed/)
  })
})
