import { type EndpointName, type ErrorBody, ContractError, callsAt, endpoints } from '../contract'
import { UpstreamNotFound, lifetime, transport } from '../upstream'
import { callBackend, validateCall } from '../backend/call'

import { cachedRead } from '../backend/cachedRead'
import { cacheControl } from '../cacheControl'
import { conditionalResponse } from '../http/conditional'
import { isCached } from '../backend/dependencies'
import { readBodyText } from '../backend/body'
import { clientAddress } from '../rateLimit'

/** Largest POST body the contract accepts. */
const maxBodyBytes = 64 * 1024

const errorResponse = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } } satisfies ErrorBody, {
    status,
    headers: { 'Cache-Control': cacheControl.none },
  })

const bodyTooLarge = () => new ContractError(413, 'body_too_large', `The body must be at most ${maxBodyBytes} bytes.`)

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request, maxBodyBytes, bodyTooLarge)
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ContractError(400, 'invalid_json', 'The body must be a JSON object.')
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ContractError(400, 'invalid_body', 'The body must be a JSON object.')
  return body
}

type Strings = Record<string, string>

/**
 * Where the answers come from: the built-in backend, or in upstream mode
 * (UPSTREAM_API_URL) the upstream server, so that the browser's own calls
 * (paging, filters, forms) see the same content as the pages.
 */
const source = process.env.UPSTREAM_API_URL
  ? {
      read: (name: EndpointName, params: Strings, query: Strings) => {
        validateCall(name, { params, query })
        return cachedRead(name, params, query, () => transport.get(name, params, query), lifetime)
      },
      write: (name: EndpointName, params: Strings, query: Strings, body: unknown, client: string) => {
        validateCall(name, { params, query, body })
        return transport.post(name, body, client)
      },
    }
  : {
      read: (name: EndpointName, params: Strings, query: Strings, client: string) =>
        cachedRead(name, params, query, () => callBackend(name, { params, query, client }), lifetime),
      write: (name: EndpointName, params: Strings, query: Strings, body: unknown, client: string) =>
        callBackend(name, { params, query, body, client }),
    }

/** A GET answer with an ETag, or 304 when the caller already has it (RFC 9110: weak comparison, lists, `*`). */
function cacheableJson(request: Request, data: unknown, cacheable: boolean): Response {
  return conditionalResponse(request, JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheable ? cacheControl.public : cacheControl.private },
  })
}

/** Serves one contract call. */
async function serve(name: EndpointName, params: Record<string, string>, request: Request): Promise<Response> {
  const endpoint = endpoints[name]
  try {
    const query = Object.fromEntries(new URL(request.url).searchParams)
    if (endpoint.method === 'GET')
      return cacheableJson(request, await source.read(name, params, query, clientAddress(request.headers)), isCached(name))
    const body = await readJsonBody(request)
    const data = await source.write(name, params, query, body, clientAddress(request.headers))
    return Response.json(data, { status: 201, headers: { 'Cache-Control': cacheControl.none } })
  } catch (error) {
    if (error instanceof ContractError) return errorResponse(error.status, error.code, error.message, error.fields)
    if (error instanceof UpstreamNotFound) return errorResponse(404, 'not_found', error.message)
    console.error(`[api] ${endpoint.method} ${endpoint.path} failed`, error)
    return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again later.')
  }
}

/** A Next.js route handler for one contract call at its own route (GET /search, which shares its path with the page). */
export function contractRoute(name: EndpointName) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }) => serve(name, await context.params, request)
}

/**
 * The route handler of everything under /api: the contract's table of calls
 * (lib/contract/endpoints.ts) says which call a path is, so a new call needs
 * no route file. A path of no call is 404; a call asked with another method, 405.
 */
export function contractRouter(method: string) {
  return async (request: Request): Promise<Response> => {
    let calls: ReturnType<typeof callsAt>
    try {
      calls = callsAt(new URL(request.url).pathname)
    } catch (error) {
      if (error instanceof ContractError) return errorResponse(error.status, error.code, error.message)
      throw error
    }
    const call = calls.find((c) => endpoints[c.name].method === method)
    if (call) return serve(call.name, call.params, request)
    if (calls.length) {
      const response = errorResponse(
        405,
        'method_not_allowed',
        `Use ${calls.map((c) => endpoints[c.name].method).join(' or ')} for this call.`,
      )
      response.headers.set('Allow', calls.map((c) => endpoints[c.name].method).join(', '))
      return response
    }
    return errorResponse(404, 'not_found', 'There is no such API call.')
  }
}
