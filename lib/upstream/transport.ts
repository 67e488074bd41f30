import type { EndpointName, Result } from '../contract'

/** How the upstream client reaches the contract. Both transports return zod-parsed results. */
export interface Transport {
  get<K extends EndpointName>(name: K, params: Record<string, string>, query: Record<string, string>): Promise<Result<K>>
  /** A POST call on behalf of a visitor; `client` is their address, for the backend's rate limits. */
  post<K extends EndpointName>(name: K, body: unknown, client: string): Promise<Result<K>>
}

/** The record asked for does not exist (HTTP 404): pages show the 404 page (components/NotFoundContent.tsx). */
export class UpstreamNotFound extends Error {
  constructor(message = 'Not found') {
    super(message)
    this.name = 'UpstreamNotFound'
  }
}
