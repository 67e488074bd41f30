import { ContractError, type EndpointName, ErrorBody, type Result, endpoints, fillPath } from '../contract'
import { markBackendUnavailable } from '../edge/outage.mjs'
import { type Transport, UpstreamNotFound } from './transport'

/** Path of a call with its `:name` segments filled in. */
export function endpointUrl(base: string, path: string, params: Record<string, string>, query: Record<string, string>): URL {
  const url = new URL(fillPath(path, params).replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url
}

/** How long the upstream may take to answer before it counts as unavailable. */
const upstreamTimeoutMs = 10_000

const unavailable = () => {
  markBackendUnavailable()
  return new ContractError(503, 'unavailable', 'The content server cannot be reached just now. Please try again in a few seconds.')
}

/** Reads the contract from another server (UPSTREAM_API_URL) over HTTP. */
export function httpTransport(base: string, fetchImpl: typeof fetch = fetch): Transport {
  // An upstream that cannot be reached (or fails) is an outage: 503 with Retry-After, never a 500 (lib/edge/outage.mjs).
  const call = async (url: URL, init: RequestInit): Promise<Response> => {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(upstreamTimeoutMs) }).catch(() => {
      throw unavailable()
    })
    if (response.status >= 500) throw unavailable()
    return response
  }
  return {
    async get(name, params, query) {
      const endpoint = endpoints[name]
      const response = await call(endpointUrl(base, endpoint.path, params, query), {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      })
      return readResponse(name, response)
    },
    async post(name, body, client) {
      const endpoint = endpoints[name]
      const response = await call(endpointUrl(base, endpoint.path, {}, {}), {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          Accept: 'application/json',
          'Content-Type': 'application/json',
          // The upstream's rate limits count the visitor, not this server.
          'X-Forwarded-For': client,
        },
        body: JSON.stringify(body),
      })
      return readResponse(name, response)
    },
  }
}

/** A contract response: parsed on success; a caller's error (4xx) comes back as the same ContractError the backend raised. */
async function readResponse<K extends EndpointName>(name: K, response: Response): Promise<Result<K>> {
  const endpoint = endpoints[name]
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(json)
    const message = parsed.success ? parsed.data.error.message : `Upstream answered ${response.status}`
    if (response.status === 404) throw new UpstreamNotFound(message)
    if (parsed.success && [400, 413, 429].includes(response.status))
      throw new ContractError(response.status as 400 | 413 | 429, parsed.data.error.code, message, parsed.data.error.fields)
    throw new Error(`${endpoint.path}: ${message}`)
  }
  return endpoint.response.parse(json) as never
}
