// @ts-check

/**
 * What the server refuses before the application sees a request: methods no
 * route answers, paths whose percent-encoding cannot be decoded, and bodies
 * larger than the route can take (counted as they arrive, so a chunked body
 * without a declared length is cut off too).
 */

/** Methods some route answers (pages, the contract, the CMS's REST API and its CORS preflight). */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const mebibyte = 1024 * 1024

/**
 * Largest upload an editor may send, in bytes: UPLOAD_MAX_MB (default 10), as
 * cms/uploads.ts reads it for the CMS's own check (a unit test holds them equal).
 * @param {Record<string, string | undefined>} env
 */
export function uploadMaxBytes(env = process.env) {
  const megabytes = Number(env.UPLOAD_MAX_MB || 10)
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * mebibyte) : 10 * mebibyte
}

/**
 * The largest body a path accepts: the CMS takes uploads (plus the form's own
 * fields); everything else (forms, server actions, the contract) at most 1 MiB,
 * the contract's own calls less (lib/backend/route.ts).
 *
 * @param {string} path
 */
export function maxBodyBytes(path) {
  return path.startsWith('/cms/') ? uploadMaxBytes() + mebibyte : mebibyte
}

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
