import { ContractError, ErrorBody, endpoints } from '../contract'
import { type Transport, UpstreamNotFound } from './transport'

/** Path of a call with its `:name` segments filled in. */
export function endpointUrl(base: string, path: string, params: Record<string, string>, query: Record<string, string>): URL {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
  const url = new URL(filled.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url
}

/** Reads the contract from another server (UPSTREAM_API_URL) over HTTP. */
export function httpTransport(base: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    async get(name, params, query) {
      const endpoint = endpoints[name]
      const response = await fetchImpl(endpointUrl(base, endpoint.path, params, query), {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      })
      const json: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const parsed = ErrorBody.safeParse(json)
        const message = parsed.success ? parsed.data.error.message : `Upstream answered ${response.status}`
        if (response.status === 404) throw new UpstreamNotFound(message)
        if (response.status === 400) throw new ContractError(400, parsed.success ? parsed.data.error.code : 'bad_request', message)
        throw new Error(`${endpoint.path}: ${message}`)
      }
      return endpoint.response.parse(json) as never
    },
  }
}
