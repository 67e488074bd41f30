// @ts-check
/**
 * The site's HTTP server: Next.js's own request handler (the same production
 * build `next start` serves) behind the server's edge, the few things only it
 * can do. The edge is the list of steps below, in order (lib/edge/pipeline.mjs
 * runs them); what each assumes about Next.js's output is named in
 * lib/edge/nextOutput.mjs.
 *
 *   node server.mjs [-p PORT] [-H HOSTNAME] [--dev]
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'

import next from 'next'

import { environmentProblems } from './lib/config.mjs'
import { limitBodies } from './lib/edge/bodyLimit.mjs'
import { parseTrustProxy, takeClientAddress } from './lib/edge/clientAddress.mjs'
import { compressAnswers } from './lib/edge/compression.mjs'
import { finishPages } from './lib/edge/html.mjs'
import { identifyRequests, routeConsoleToLogger } from './lib/edge/logging.mjs'
import { closeWhileDraining, serverPhase, setServerPhase } from './lib/edge/lifecycle.mjs'
import { tidyNextHeaders } from './lib/edge/nextHeaders.mjs'
import { buildSettings, buildSettingsFile } from './lib/edge/nextOutput.mjs'
import { measureRequests, routeNamer } from './lib/edge/metrics.mjs'
import { reflectOutages } from './lib/edge/outage.mjs'
import { pipeline } from './lib/edge/pipeline.mjs'
import { normaliseRequestLine } from './lib/edge/requestLine.mjs'
import { refuseRequests } from './lib/edge/refuse.mjs'
import { sendSecurityHeaders } from './lib/edge/securityHeaders.mjs'
import { serveStaticFiles } from './lib/edge/staticFiles.mjs'
import { mediaStorageFrom } from './lib/mediaStorage.mjs'

// Every setting is checked before anything starts (lib/config.mjs): a malformed one stops the start, naming it.
const problems = environmentProblems(process.env)
if (problems.length > 0) {
  console.error(`[server] The configuration is not valid; nothing was started:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(1)
}

// Log lines are JSON (pino) off a terminal, each with the id of the request it was written for (lib/edge/logging.mjs).
routeConsoleToLogger()

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
  },
})
const port = Number(args.port ?? process.env.PORT ?? 3000)
const hostname = args.hostname ?? process.env.HOSTNAME
// The application reads the port it listens on (its default origin, when SITE_URL is unset), as under `next start`.
process.env.PORT = String(port)
const trusted = parseTrustProxy(process.env.TRUST_PROXY)
// Where uploaded files go: a half-configured S3 bucket stops the start here, naming what is missing.
const storage = mediaStorageFrom(process.env)
const https = (process.env.SITE_URL ?? '').startsWith('https:')
const dev = args.dev ?? false
const root = import.meta.dirname

// The edge finds the build's files and the framework's scripts at the addresses Next.js gives them by default.
if (!dev) {
  const { assetPrefix, basePath } = buildSettings(root)
  for (const [setting, value] of Object.entries({ assetPrefix, basePath }))
    if (value) {
      console.error(
        `[server] next.config.ts sets ${setting} (${JSON.stringify(value)}, in ${buildSettingsFile}): this server does not support it ` +
          "(its pages without the framework and its precompressed files need the build's files at /_next/static/). Remove the setting and build again.",
      )
      process.exit(1)
    }
}

// Under steady load V8 lets the heap grow to three times what is alive in it before it collects (measured under
// `npm run bench`'s load: about 170 MB alive, a 510 MB heap, 850–990 MB resident at its peak). Collecting when the
// heap has grown by half keeps the server under 600 MB, with no throughput lost that the benchmark can see (at 20%,
// 500 MB, but pages served 20–30% slower: more collections, each taking a core from the requests).
// V8 reads this at every collection, so it takes effect when set here.
setFlagsFromString('--heap-growing-percent=50')

// This server runs the CMS's background work: scheduled publishing and the embargo watch (cms/jobs.ts).
process.env.RUN_JOBS ??= 'true'

// Next.js builds its own idea of the request's address from this name, not from where the server listens:
// 'localhost' always, since the proxy's rewrites (proxy.ts) name it so (Next.js writes 127.0.0.1 as localhost),
// and a rewrite to another origin would be fetched over HTTP as if from another site.
// Readiness (/health) answers 503 until the CMS has started (below, once listening).
setServerPhase('starting')
const app = next({ dev, dir: root, hostname: 'localhost', port })
await app.prepare()

// The server's edge, in order: a request passes each step on its way to Next.js; the answer passes the
// stages the steps added on its way out, from the last step to the first.
const edge = pipeline(
  [
    identifyRequests(trusted), // the request's id (X-Request-Id), in its answer and its log lines
    measureRequests({ token: process.env.METRICS_TOKEN, routeOf: routeNamer(root) }), // counts and times each request; /metrics
    closeWhileDraining, // after SIGTERM, every answer closes its connection
    sendSecurityHeaders({ https, dev }), // the header policy and a fresh script nonce, on every response
    tidyNextHeaders, // no rewrite target, one Location
    normaliseRequestLine, // a path always (an absolute address's host ignored, * refused); HEAD answered as GET
    refuseRequests, // methods no route answers, undecodable paths, declared bodies too large
    takeClientAddress(trusted), // the client's address from the socket, or from a proxy TRUST_PROXY trusts
    serveStaticFiles({ root, dev }), // the site's script, the build's files compressed at build time
    limitBodies, // bodies counted as they arrive, cut off past the path's limit
    compressAnswers, // brotli or gzip for text answers, after the pages are finished
    finishPages, // the nonce in pages' tags, the site's script, the framework only where React runs, the 404 status
    reflectOutages, // an answer made while the database was unreachable: 503, or not kept by caches
  ],
  app.getRequestHandler(),
)
// Node.js closes a kept-alive connection idle for keepAliveTimeout. The client in front must give up an idle
// connection first, or it may send a request on one being closed (ECONNRESET): nginx's upstream keepalive_timeout
// (deploy/snippets/institute-http.conf, 4 s) is under the default 5 s; behind a balancer that keeps connections longer
// (60 s is common), KEEP_ALIVE_SECONDS must exceed its idle timeout.
const server = createServer({ keepAliveTimeout: Number(process.env.KEEP_ALIVE_SECONDS ?? 5) * 1000 }, edge)
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
  if (storage.kind === 's3') console.log(`Uploaded files: S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`)
  // The CMS starts with the first request that reads content. Make that request now, so that migrations,
  // the demo content, the first administrator (or the setup link) and the scheduled jobs do not wait for a visitor.
  const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  // Pages and API routes are bundled apart, each with its CMS instance: start both.
  // Readiness turns 200 once both have answered (or failed: /health then names what is missing).
  fetch(`http://${self}:${port}/api/settings`)
    .then(() => fetch(`http://${self}:${port}/`))
    .catch((error) => console.error('[server] could not start the CMS:', error.message))
    .finally(() => {
      if (serverPhase() === 'starting') setServerPhase('ready')
    })
})

// Stopping (a deploy, `docker stop`): readiness says 503 at once, the server takes no new connection, every
// answer from now on closes its connection (a proxy sends its next request to another server), idle kept-alive
// connections are closed, and the requests already being answered are finished before the process exits.
// DRAIN_SECONDS keeps accepting requests that long first, for a load balancer that only learns from /health.
const drainSeconds = Number(process.env.DRAIN_SECONDS ?? 0)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setServerPhase('draining')
    setTimeout(() => {
      server.close(() => process.exit(0))
      server.closeIdleConnections()
    }, drainSeconds * 1000)
    // A request that never ends (a stuck client) does not hold the stop forever.
    setTimeout(() => process.exit(0), (drainSeconds + 25) * 1000).unref()
  })
}
