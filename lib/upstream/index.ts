import 'server-only'

import { isBuildTime } from '@/cms/database'
import type { Body, EndpointName, ParameterlessEndpoint, RawParams, RawQuery, Result } from '../contract'
import { cachedRead } from '../backend/cachedRead'
import { readingAs } from '../read/preview'
import { httpTransport } from './http'
import { localTransport } from './local'
import { previewer } from './preview'
import type { Transport } from './transport'

export { UpstreamNotFound } from './transport'
export { orEmpty, orFallback } from './orEmpty'

/**
 * The one typed client of the contract that pages use.
 * Local (default): in-process calls into the built-in backend.
 * HTTP: when UPSTREAM_API_URL names another server speaking the same contract.
 */
function transportFromEnv(): Transport {
  const base = process.env.UPSTREAM_API_URL
  // The build's renderings are thrown away (cms/database.ts): it reads nothing from the upstream.
  return base && !isBuildTime ? httpTransport(base) : localTransport
}

/** How the site reaches the contract: pages through `upstream()`, and the site's own /api/* in upstream mode. */
export const transport = transportFromEnv()

/**
 * Reads are cached under tags (lib/cache) that the CMS expires when an
 * editor changes something, so a repeat visit does not touch the database.
 * Reads from another server (http transport) also expire after a minute,
 * since its editors' changes do not reach our hooks.
 */
export const lifetime = process.env.UPSTREAM_API_URL ? 60 : 3600

export function upstream<K extends ParameterlessEndpoint>(name: K, params?: RawParams<K>, query?: RawQuery<K>): Promise<Result<K>>
export function upstream<K extends EndpointName>(name: K, params: RawParams<K>, query?: RawQuery<K>): Promise<Result<K>>
export async function upstream<K extends EndpointName>(name: K, params?: RawParams<K>, query?: RawQuery<K>): Promise<Result<K>> {
  const [p, q] = [stringify(params), stringify(query)]
  // An editor previewing drafts reads them as themselves, past the cache (drafts never enter it).
  const viewer = transport === localTransport ? await previewer() : null
  if (viewer) return readingAs(viewer, () => transport.get(name, p, q))
  return cachedRead(name, p, q, () => transport.get(name, p, q), lifetime)
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
