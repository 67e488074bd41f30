import { expect } from 'vitest'

import { contractRoute, contractRouter } from '@/lib/api/route'
import { type Result, endpoints } from '@/lib/contract'

export type ApiResponse = { status: number; body: any; headers: Headers }

/**
 * Sends a request through the same route handler Next.js mounts under app/api,
 * in this process, against the test database.
 */
export async function api(pathAndQuery: string, init: RequestInit = {}): Promise<ApiResponse> {
  const url = new URL(pathAndQuery, 'http://contract.test')
  const method = init.method ?? 'GET'
  // The search JSON has its own route (it shares /search with the page); every other call goes through the /api router.
  const request = new Request(url, init)
  const response =
    url.pathname === '/search'
      ? await contractRoute('search')(request, { params: Promise.resolve({}) })
      : await contractRouter(method)(request)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

let nextClient = 1
/** A fresh client address per call unless one is given, so per-client rate limits only meet where a test wants them to. */
export const newClient = () => `198.51.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`

export const postJson = (path: string, body: unknown, client = newClient()) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** Site search's JSON answer to this query string, checked against the contract. */
export async function search(query: string): Promise<Result<'search'>> {
  const response = await api(`/search?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return endpoints.search.response.parse(response.body) as Result<'search'>
}

/** The addresses of a search's results, in order. */
export const urls = (result: Result<'search'>) => result.data.map((r) => r.url)
