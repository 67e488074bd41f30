// @ts-check
// What one request learned about where content comes from: when the database
// (or, with UPSTREAM_API_URL, the upstream server) was unreachable, the answer
// must not be taken for the real thing. The edge's last step opens a state for
// each request; the app marks it (lib/backend/outage.ts, lib/upstream/http.ts)
// when a read failed for that reason; the step then turns the answer into what
// an outage should look like to a visitor and to caches: an error becomes 503
// with Retry-After, a page shown with an empty list is not stored by nginx or
// a CDN.
import { AsyncLocalStorage } from 'node:async_hooks'

import { metrics } from './metrics.mjs'
import { outagePage } from './outagePage.mjs'

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

const htmlType = /^text\/html\b/i

/**
 * The step: the rest of the request runs with a fresh state, and its answer's
 * head says so when the app met an outage while making it. A page that failed
 * for it is replaced by the outage page (outagePage.mjs): the framework's own
 * error page would say nothing to the visitor.
 * @type {import('./pipeline.mjs').Step}
 */
export function reflectOutages({ res, addStage }, next) {
  const state = { backendUnavailable: false }
  addStage((after) => {
    // Decided on the status and type the app gave, at the head or at its first bytes, whichever comes first
    // (a first write without a head sends the head only after the stages have seen the bytes).
    let replaced = false
    const replacing = () =>
      (replaced ||=
        state.backendUnavailable && res.statusCode >= 500 && !res.headersSent && htmlType.test(String(res.getHeader('content-type') ?? '')))
    return {
      head() {
        if (!state.backendUnavailable) return
        if (replacing()) {
          for (const name of ['Content-Length', 'Content-Encoding', 'ETag', 'Vary']) res.removeHeader(name)
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
        }
        if (res.statusCode >= 500) res.statusCode = 503
        if (res.statusCode === 503) res.setHeader('Retry-After', String(retryAfterSeconds))
        res.setHeader('Cache-Control', 'no-store')
      },
      write(bytes, done) {
        if (!replacing()) return after.write(bytes, done)
        done?.()
        return true
      },
      end(bytes, done) {
        after.end(replacing() ? Buffer.from(outagePage(retryAfterSeconds)) : bytes, done)
      },
    }
  })
  return storage().run(state, next)
}

/** Marks the current request as having met an unreachable database or upstream (a no-op outside a request). */
export function markBackendUnavailable() {
  const state = storage().getStore()
  if (!state || state.backendUnavailable) return
  state.backendUnavailable = true
  metrics().outages.inc()
}
