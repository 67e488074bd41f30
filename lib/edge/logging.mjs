// @ts-check
/**
 * The server's logs: one JSON object a line (pino) when stdout is not a
 * terminal, readable lines on a terminal. Every request gets an id: the
 * `X-Request-Id` a trusted proxy sent (TRUST_PROXY; nginx sends its
 * $request_id), else a new one. It is sent back in the answer's
 * `X-Request-Id` and is in every line logged while the request is answered,
 * the edge's and the app's (console.* goes through the logger: `reqId`),
 * ending with the request's own line (method, path, status, duration).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'

import pino from 'pino'

import { resolveClient } from './clientAddress.mjs'

const pretty = process.stdout.isTTY === true
/**
 * The options of every logger of the process: the edge's (below) and the CMS's (cms/apiErrors.ts), so that
 * Payload's own lines are JSON too, with the request's id.
 * @type {import('pino').LoggerOptions}
 */
export const loggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  // Every line written while a request is answered carries its id.
  mixin: () => {
    const reqId = currentRequestId()
    return reqId ? { reqId } : {}
  },
  ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
}
/** Through process.stdout (synchronous for files and pipes on Linux): what a line says is what the process wrote. */
export const loggerDestination = pretty ? undefined : process.stdout
export const logger = pino(loggerOptions, loggerDestination)

// One store for the whole process: the app's bundle has its own copy of this module.
const key = Symbol.for('institute.requestId')
/** @returns {AsyncLocalStorage<string>} */
function storage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<string>>} */ (/** @type {unknown} */ (globalThis))
  holder[key] ??= new AsyncLocalStorage()
  return holder[key]
}

/** The id of the request being answered, if any. */
export const currentRequestId = () => storage().getStore()

/** What a proxy may send as an id: short, plain characters (it goes into logs and a header). */
const acceptedId = /^[\w.:@-]{1,128}$/

/**
 * The step: the request's id, in its answer and in its log lines.
 * @param {import('./clientAddress.mjs').TrustedProxies} trusted
 * @returns {import('./pipeline.mjs').Step}
 */
export function identifyRequests(trusted) {
  return ({ req, res }, next) => {
    const sent = req.headers['x-request-id']
    const { peerTrusted } = resolveClient(trusted, req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'])
    const id = peerTrusted && typeof sent === 'string' && acceptedId.test(sent) ? sent : randomUUID()
    req.headers['x-request-id'] = id
    res.setHeader('X-Request-Id', id)
    const started = process.hrtime.bigint()
    res.once('finish', () =>
      storage().run(id, () =>
        logger.info(
          {
            method: req.method,
            path: (req.url ?? '/').split('?')[0],
            status: res.statusCode,
            ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          },
          'request',
        ),
      ),
    )
    return storage().run(id, next)
  }
}

/** console.* (the app's, Next.js's, the edge's) as log lines, each with the id of the request it was written in. */
export function routeConsoleToLogger() {
  /** @type {[keyof Console, 'debug' | 'info' | 'warn' | 'error'][]} */
  const levels = [
    ['debug', 'debug'],
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ]
  for (const [method, level] of levels)
    Object.assign(console, {
      [method]: (/** @type {unknown[]} */ ...args) => {
        const error = args.find((arg) => arg instanceof Error)
        logger[level](error ? { err: error } : {}, format(...args))
      },
    })
}
