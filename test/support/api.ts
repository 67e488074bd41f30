import { type EndpointName, endpoints } from '@/lib/contract'
import { contractRoute } from '@/lib/backend/route'

/** Which contract call serves a request path, with its path parameters. */
export function matchEndpoint(method: string, pathname: string): { name: EndpointName; params: Record<string, string> } | null {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (endpoint.method !== method) continue
    const keys: string[] = []
    const pattern = endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
      keys.push(key)
      return '([^/]+)'
    })
    const match = new RegExp(`^${pattern}$`).exec(pathname)
    if (match) return { name: name as EndpointName, params: Object.fromEntries(keys.map((k, i) => [k, decodeURIComponent(match[i + 1])])) }
  }
  return null
}

export type ApiResponse = { status: number; body: any; headers: Headers }

/**
 * Sends a request through the same route handler Next.js mounts under app/api,
 * in this process, against the test database.
 */
export async function api(pathAndQuery: string, init: RequestInit = {}): Promise<ApiResponse> {
  const url = new URL(pathAndQuery, 'http://contract.test')
  const method = init.method ?? 'GET'
  const match = matchEndpoint(method, url.pathname)
  if (!match) throw new Error(`No contract call serves ${method} ${url.pathname}`)
  const response = await contractRoute(match.name)(new Request(url, init), { params: Promise.resolve(match.params) })
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
