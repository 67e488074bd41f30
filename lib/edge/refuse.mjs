// @ts-check
/**
 * What the server refuses before the application sees a request: methods no
 * route answers, paths whose percent-encoding cannot be decoded, and declared
 * bodies larger than the route can take (bodies without a declared length
 * are counted as they arrive: bodyLimit.mjs). Each gets a plain, short answer
 * instead of whatever the framework would make of it (a 500, a stack trace).
 */
import { maxBodyBytes } from './bodyLimit.mjs'

/** Methods some route answers (pages, the contract, the CMS's REST API and its CORS preflight). */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | undefined}
 */
export function refusal(request) {
  const method = request.method ?? 'GET'
  if (!allowedMethods.includes(method))
    return { status: 405, message: `The method ${method} is not allowed here.`, headers: { Allow: allowedMethods.join(', ') } }
  const url = request.url ?? '/'
  const path = url.split('?')[0]
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The address is malformed (a % that does not start a valid escape).' }
  }
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > maxBodyBytes(path)) return { status: 413, message: `The request body must be at most ${maxBodyBytes(path)} bytes.` }
  return undefined
}

/**
 * The step: a request refused is answered here and goes no further.
 * @type {import('./pipeline.mjs').Step}
 */
export function refuseRequests({ req, answer }, next) {
  const refused = refusal(req)
  return refused ? answer(refused) : next()
}
