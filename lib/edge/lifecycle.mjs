// @ts-check
/**
 * Where this server is in its life: `starting` (listening, but the CMS's start —
 * migrations, the demo content — not done yet), `ready`, or `draining` (SIGTERM
 * received: answering what it has, taking no more). Readiness (/health) reads it:
 * 503 unless `ready`. While draining every answer carries `Connection: close`, so
 * a proxy reusing a kept-alive connection opens its next one to another server.
 *
 * One state for the whole process (server.mjs sets it; the app's bundle reads it
 * with its own copy of this module). Without server.mjs (Next.js alone, tests'
 * processes) nothing sets it, and the server counts as ready.
 */

/** @typedef {'starting' | 'ready' | 'draining'} Phase */

const key = Symbol.for('institute.lifecycle')

/** @returns {{ phase: Phase }} */
function state() {
  const holder = /** @type {Record<symbol, { phase: Phase }>} */ (/** @type {unknown} */ (globalThis))
  holder[key] ??= { phase: 'ready' }
  return holder[key]
}

/** @returns {Phase} */
export function serverPhase() {
  return state().phase
}

/** @param {Phase} phase */
export function setServerPhase(phase) {
  state().phase = phase
}

/**
 * The step: while draining, the answer closes its connection.
 * @type {import('./pipeline.mjs').Step}
 */
export function closeWhileDraining({ res, addStage }, next) {
  addStage(() => ({
    head() {
      if (serverPhase() === 'draining') res.setHeader('Connection', 'close')
    },
  }))
  return next()
}
