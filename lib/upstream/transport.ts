import type { EndpointName, Result } from '../contract'

/** How the upstream client reaches the contract. Both transports return zod-parsed results. */
export interface Transport {
  get<K extends EndpointName>(name: K, params: Record<string, string>, query: Record<string, string>): Promise<Result<K>>
}

/** The record asked for does not exist (HTTP 404): pages answer with notFound(). */
export class UpstreamNotFound extends Error {
  constructor(message = 'Not found') {
    super(message)
    this.name = 'UpstreamNotFound'
  }
}
