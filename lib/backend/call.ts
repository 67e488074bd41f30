import type { Payload } from 'payload'
import { z } from 'zod'

import { type Body, type EndpointName, type Result, ContractError, describeZodError, endpoints } from '../contract'
import { cms } from './cms'
import { handlers } from './handlers'
import { noteIfDatabaseUnavailable } from './outage'
import { type RateLimitBucket, limitAttempt } from '../rateLimit'

/** Raw inputs as they arrive: path segments and query values are strings; `client` is the caller's address. */
export type RawInput = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; client?: string }

/** Calls where a visitor sends something: each attempt counts against the client's limit. */
const rateLimited: Partial<Record<EndpointName, RateLimitBucket>> = {
  formSubmit: 'forms',
  captchaChallenge: 'challenge',
  staffProof: 'verification',
  receiveRoutes: 'routes',
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw new ContractError(400, `invalid_${where}`, describeZodError(result.error))
  return result.data
}

/** A call's inputs checked against the contract: a readable 400 for anything it does not accept. */
export function validateCall<K extends EndpointName>(name: K, raw: RawInput) {
  const endpoint = endpoints[name]
  const params = parse(endpoint.params, raw.params ?? {}, 'path')
  const query = parse(endpoint.query, raw.query ?? {}, 'query')
  const body = ('body' in endpoint ? parse(endpoint.body, raw.body, 'body') : undefined) as Body<K>
  return { params, query, body }
}

/**
 * Validate a call's inputs against the contract and run it in this process.
 * Route handlers and the local upstream transport both come through here.
 */
export async function callBackend<K extends EndpointName>(name: K, raw: RawInput): Promise<Result<K>> {
  const bucket = rateLimited[name]
  // Counted before validation: malformed attempts are attempts too.
  if (bucket) await limitAttempt(bucket, raw.client ?? 'unknown')
  const { params, query, body } = validateCall(name, raw)
  const handler = handlers[name] as (input: {
    payload: Payload
    params: unknown
    query: unknown
    body: unknown
    client?: string
  }) => Promise<Result<K>>
  try {
    return await handler({ payload: await cms(), params, query, body, client: raw.client })
  } catch (error) {
    if (noteIfDatabaseUnavailable(error))
      throw new ContractError(503, 'unavailable', 'The site cannot reach its database just now. Please try again in a few seconds.')
    throw error
  }
}
