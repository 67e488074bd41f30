// What one request learned about where content comes from: when the database
// (or, with UPSTREAM_API_URL, the upstream server) was unreachable, the answer
// must not be taken for the real thing. server.mjs opens a state for each
// request; the app marks it (lib/backend/outage.ts, lib/upstream/http.ts) when
// a read failed for that reason; server.mjs then turns the
// answer into what an outage should look like to a visitor and to caches:
// an error becomes 503 with Retry-After, a page shown with an empty list is
// not stored by nginx or a CDN.
import { AsyncLocalStorage } from 'node:async_hooks'

/** Seconds after which a visitor (or a crawler) may try again. */
export const retryAfterSeconds = 10

// One store for the whole process: the app's bundle has its own copy of this module.
const key = Symbol.for('institute.outage')
/** @returns {AsyncLocalStorage<{ backendUnavailable: boolean }>} */
function storage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<{ backendUnavailable: boolean }>>} */ (/** @type {unknown} */ (globalThis))
  holder[key] ??= new AsyncLocalStorage()
  return holder[key]
}

/**
 * Runs `handle` with a fresh state for this request, and has its answer's
 * head reflect an outage the app met while making it.
 * @param {import('node:http').ServerResponse} res
 * @param {() => unknown} handle
 */
export function withOutageState(res, handle) {
  const state = { backendUnavailable: false }
  const writeHead = res.writeHead
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (state.backendUnavailable) {
        if (status >= 500) status = 503
        // Headers given here win over those set before: drop their Cache-Control.
        for (const headers of rest)
          if (headers && typeof headers === 'object' && !Array.isArray(headers))
            for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name]
        if (status === 503) res.setHeader('Retry-After', String(retryAfterSeconds))
        res.setHeader('Cache-Control', 'no-store')
      }
      return writeHead.call(res, status, ...rest)
    }
  )
  return storage().run(state, handle)
}

/** Marks the current request as having met an unreachable database or upstream (a no-op outside a request). */
export function markBackendUnavailable() {
  const state = storage().getStore()
  if (state) state.backendUnavailable = true
}
