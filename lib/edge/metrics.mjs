// @ts-check
/**
 * Metrics in Prometheus's text format at /metrics (prom-client), for an
 * operator's scraper: requests by method, route and status, their durations,
 * Next.js's cache lookups, outages met, scheduled jobs run, the database's
 * connection pool, the outbox, and the process's own (memory, CPU, event loop
 * lag, handles). Guarded by METRICS_TOKEN: without it set, /metrics
 * does not exist (404); with it, a request must send `Authorization: Bearer
 * <token>` (else 401).
 *
 * The metrics live once per process (the app's bundle and Next.js's cache
 * handler reach them through this module's shared holder).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { timingSafeEqual } from 'node:crypto'

import client from 'prom-client'

import { allowedMethods } from './refuse.mjs'

/** @typedef {{ total: number, idle: number, waiting: number }} PoolCounts */

function create() {
  client.collectDefaultMetrics()
  /**
   * What the CMS reports when asked, once it has started (cms/observe.ts): its PostgreSQL pools (one per CMS
   * instance: the pages' and the API routes' bundles each load one) and the outbox's waiting messages.
   * @type {{ pools: Set<() => PoolCounts | undefined>, outbox: (() => Promise<Record<string, number>>) | undefined }}
   */
  const sources = { pools: new Set(), outbox: undefined }
  /** @param {keyof PoolCounts} field */
  const pooled = (field) => [...sources.pools].reduce((sum, read) => sum + (read()?.[field] ?? 0), 0)
  const poolGauge = (/** @type {string} */ name, /** @type {string} */ help, /** @type {keyof PoolCounts} */ field) =>
    new client.Gauge({
      name,
      help,
      collect() {
        this.set(pooled(field))
      },
    })
  /** The pool's gauges, made with the first pool reported: SQLite has none, and reports none rather than a zero. */
  const reportPool = (/** @type {() => PoolCounts | undefined} */ read) => {
    if (sources.pools.size === 0) {
      poolGauge('site_database_pool_connections', 'Connections the PostgreSQL pools hold open (PostgreSQL only).', 'total')
      poolGauge('site_database_pool_idle_connections', 'Open connections waiting for a query (PostgreSQL only).', 'idle')
      poolGauge('site_database_pool_waiting_queries', 'Queries waiting for a free connection (PostgreSQL only).', 'waiting')
    }
    sources.pools.add(read)
  }
  const labelNames = /** @type {const} */ (['method', 'route', 'status'])
  return {
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames,
    }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route pattern and status.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    cache: new client.Counter({
      name: 'site_cache_lookups_total',
      help: "Lookups in Next.js's cache (pages, data), by result: hit or miss.",
      labelNames: ['result'],
    }),
    outages: new client.Counter({
      name: 'site_backend_unavailable_total',
      help: 'Requests that met an unreachable database or upstream (answered 503, or not to be stored).',
    }),
    jobs: new client.Counter({
      name: 'site_job_runs_total',
      help: 'Scheduled jobs (publishing, unpublishing) this server ran, by status: success, error (to be retried), error-reached-max-retries.',
      labelNames: ['status'],
    }),
    sources,
    reportPool,
    outbox: new client.Gauge({
      name: 'site_outbox_messages',
      help: 'Messages in the outbox not sent, by status: unsent (no SMTP_URL) or failed (SMTP refused them).',
      labelNames: ['status'],
      async collect() {
        if (!sources.outbox) return
        for (const [status, count] of Object.entries(await sources.outbox())) this.set({ status }, count)
      },
    }),
  }
}

const key = Symbol.for('institute.metrics')
/** @returns {ReturnType<typeof create>} */
export function metrics() {
  const holder = /** @type {Record<symbol, ReturnType<typeof create>>} */ (/** @type {unknown} */ (globalThis))
  holder[key] ??= create()
  return holder[key]
}

/**
 * The route patterns of the build (Next.js's routes manifest: `/news/[slug]`…), to label requests with a
 * bounded set of names rather than every address asked for.
 * @param {string} root
 * @returns {(pathname: string) => string}
 */
export function routeNamer(root) {
  /** @type {{ page: string, regex: RegExp }[]} */
  let routes = []
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, '.next/routes-manifest.json'), 'utf8'))
    routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((/** @type {{ page: string, regex: string }} */ route) => ({
      page: route.page,
      regex: new RegExp(route.regex),
    }))
  } catch {
    // No build (development): every request is "other".
  }
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static'
    if (pathname === '/metrics') return '/metrics'
    return routes.find((route) => route.regex.test(pathname))?.page ?? 'other'
  }
}

/** @param {string | undefined} given @param {string} token */
function sameToken(given, token) {
  const expected = Buffer.from(`Bearer ${token}`)
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The step: /metrics answered here (for the holder of METRICS_TOKEN only), and every request counted and timed
 * once its answer has gone out.
 * @param {{ token: string | undefined, routeOf: (pathname: string) => string }} options
 * @returns {import('./pipeline.mjs').Step}
 */
export function measureRequests({ token, routeOf }) {
  const { requests, duration } = metrics()
  return ({ req, res, answer }, next) => {
    const started = process.hrtime.bigint()
    const pathname = (req.url ?? '/').split('?')[0]
    const method = allowedMethods.includes(req.method ?? '') ? String(req.method) : 'other'
    res.once('finish', () => {
      const labels = { method, route: routeOf(pathname), status: String(res.statusCode) }
      requests.inc(labels)
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
    })
    if (pathname !== '/metrics') return next()
    if (!token) return answer({ status: 404, message: 'Not found.' })
    if (!sameToken(req.headers.authorization, token))
      return answer({
        status: 401,
        message: 'Metrics need the token: Authorization: Bearer <METRICS_TOKEN>.',
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      })
    return client.register.metrics().then((text) => {
      res.writeHead(200, { 'Content-Type': client.register.contentType, 'Cache-Control': 'no-store' })
      res.end(text)
    })
  }
}
