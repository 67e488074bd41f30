import 'server-only'

import type { Body, EndpointName, Params, RawQuery, Result } from '../contract'
import { httpTransport } from './http'
import { localTransport } from './local'
import type { Transport } from './transport'

export { UpstreamNotFound } from './transport'

/**
 * The one typed client of the contract that pages use.
 * Local (default): in-process calls into the built-in backend.
 * HTTP: when UPSTREAM_API_URL names another server speaking the same contract.
 */
export function transportFromEnv(): Transport {
  const base = process.env.UPSTREAM_API_URL
  return base ? httpTransport(base) : localTransport
}

const transport = transportFromEnv()

export function upstream<K extends EndpointName>(name: K, params?: Params<K> | Record<string, string>, query?: RawQuery<K>): Promise<Result<K>> {
  return transport.get(name, stringify(params), stringify(query))
}

/** A POST call made by the site's server on behalf of a visitor (server actions). */
export function upstreamPost<K extends EndpointName>(name: K, body: Body<K>, client: string): Promise<Result<K>> {
  return transport.post(name, body, client)
}

function stringify(values: object | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(values ?? {})) if (value !== undefined && value !== null) out[key] = String(value)
  return out
}
