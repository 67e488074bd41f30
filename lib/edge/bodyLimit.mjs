// @ts-check
/**
 * The largest body each path takes, enforced as the body arrives: a chunked
 * body (no declared length) is cut off too, before the application has read
 * it all. A declared length over the limit is refused before that (refuse.mjs).
 */

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
 * the contract's own calls less (lib/api/route.ts).
 *
 * @param {string} path
 */
export function maxBodyBytes(path) {
  return path.startsWith('/cms/') ? uploadMaxBytes() + mebibyte : mebibyte
}

/** How long a client refused mid-body has to read the answer before its connection is dropped. */
const dropAfterMs = 2_000

/**
 * The step: counts the body's bytes as the socket delivers them (Node.js's
 * parser pushes each chunk into the request: the one place to see them before
 * the application reads them). Past the limit the server answers 413 at once,
 * stops reading (returning false pauses the socket) and drops the connection
 * a moment later, once the client has had the time to read the answer.
 * @type {import('./pipeline.mjs').Step}
 */
export function limitBodies({ req, res, answer }, next) {
  const limit = maxBodyBytes((req.url ?? '/').split('?')[0])
  let received = 0
  const push = req.push.bind(req)
  req.push = (chunk, encoding) => {
    if (chunk) received += chunk.length
    if (received <= limit) return push(chunk, encoding)
    if (!res.writableEnded) {
      answer({ status: 413, message: `The request body must be at most ${limit} bytes.` })
      setTimeout(() => req.socket.destroy(), dropAfterMs).unref()
    }
    return false
  }
  return next()
}
