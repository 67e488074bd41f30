// @ts-check
/**
 * The site's HTTP server: Next.js's own request handler (the same production
 * build `next start` serves) behind the few things only the server's edge can
 * do — the client's real address from the socket (TRUST_PROXY), the security
 * headers with a fresh script nonce per response (written into pages that come
 * from the cache as they stream out, with the 404 page's status), compression, and refusing requests no
 * route should see (unknown methods, undecodable paths, oversized bodies).
 *
 *   node server.mjs [-p PORT] [-H HOSTNAME] [--dev]
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'

import compression from 'compression'
import next from 'next'

import { parseTrustProxy, resolveClient } from './lib/edge/clientAddress.mjs'
import { enhanceScript, enhanceScriptPath } from './lib/edge/enhance.mjs'
import { finishHtml } from './lib/edge/html.mjs'
import { withOutageState } from './lib/edge/outage.mjs'
import { maxBodyBytes, refusal } from './lib/edge/requests.mjs'
import { securityHeaders } from './lib/edge/securityHeaders.mjs'
import { precompressedStatic, scriptFile } from './lib/edge/staticFiles.mjs'
import { mediaStorageFrom } from './lib/mediaStorage.mjs'

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

// Under steady load V8 lets the heap grow to three times what is alive in it before it collects (measured under
// `npm run bench`'s load: about 170 MB alive, a 510 MB heap, 850–990 MB resident at its peak). Collecting when the
// heap has grown by half keeps the server under 600 MB, with no throughput lost that the benchmark can see (at 20%,
// 500 MB, but pages served 20–30% slower: more collections, each taking a core from the requests).
// V8 reads this at every collection, so it takes effect when set here.
setFlagsFromString('--heap-growing-percent=50')

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * Answers in plain text and makes any later writes of the application to
 * this response no-ops (it may still be reading the refused body).
 * @param {Response} res
 * @param {{ status: number, message: string, headers?: Record<string, string> }} answer
 */
function answer(res, { status, message, headers = {} }) {
  if (!res.headersSent) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    res.end(`${message}\n`)
  }
  res.on('error', () => {})
  res.writeHead = () => res
  res.write = () => true
  res.end = () => res
}

/**
 * Counts the body's bytes as the socket delivers them. Past the limit the
 * server answers 413 at once, stops reading (returning false pauses the
 * socket) and drops the connection a moment later, once the client has had
 * the time to read the answer.
 * @param {Request} req
 * @param {Response} res
 * @param {number} limit
 */
function limitBody(req, res, limit) {
  let received = 0
  const push = req.push.bind(req)
  req.push = (chunk, encoding) => {
    if (chunk) received += chunk.length
    if (received <= limit) return push(chunk, encoding)
    if (!res.writableEnded) {
      answer(res, { status: 413, message: `The request body must be at most ${limit} bytes.` })
      setTimeout(() => req.socket.destroy(), 2_000).unref()
    }
    return false
  }
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {(req: Request, res: Response) => Promise<void>} handle
 */
function serve(req, res, handle) {
  // Where the proxy rewrote a request to is the server's business, not the client's.
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => (name.toLowerCase() === 'x-middleware-rewrite' ? res : setHeader(name, value))
  // A redirect made while a cached page renders has its Location added twice by Next.js (as it renders, and
  // again from the new cache entry): a response has one.
  const appendHeader = res.appendHeader.bind(res)
  res.appendHeader = (name, value) => (name.toLowerCase() === 'location' ? setHeader(name, value) : appendHeader(name, value))

  const nonce = randomBytes(16).toString('base64')
  const headers = securityHeaders({ nonce, https, dev })
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)

  const refused = refusal(req)
  if (refused) return answer(res, refused)

  // Only a trusted proxy may say who the client is and how it connected.
  const { client, peerTrusted } = resolveClient(trusted, req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'])
  req.headers['x-forwarded-for'] = client
  delete req.headers['x-real-ip']
  if (!peerTrusted) {
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-port']
  }
  // Pages are the same for every visitor (rendered once, cached): the nonce goes into their tags here, not in Next.js.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']

  // The site's own script; the build's scripts and styles, compressed at build time, when the browser takes brotli.
  if (siteScript(req, res)) return
  if (!dev && staticFile(req, res)) return

  limitBody(req, res, maxBodyBytes((req.url ?? '/').split('?')[0]))
  compress(req, res, () => {
    // The site's pages: their own script, and the framework's only where React runs parts of them, after
    // the first paint; /admin, an application, loads its scripts at once.
    const sitePage = !/^\/admin(\/|$|\?)/.test(req.url ?? '/')
    // A site page read with GET is kept finished by its address, to be sent again while its bytes stay the same.
    finishHtml(res, nonce, { sitePage, reuse: sitePage && req.method === 'GET' ? req.url : undefined })
    // An answer made while the database was unreachable becomes a 503 (or, for a page shown without its list, one no cache keeps).
    withOutageState(res, () => handle(req, res)).catch((error) => {
      console.error('[server] request failed', error)
      answer(res, { status: 500, message: 'Something went wrong on our side. Please try again later.' })
    })
  })
}

// Brotli or gzip for text answers (Next.js's own compression is off: the nonce is written into pages first).
const compress = compression()
const staticFile = precompressedStatic(fileURLToPath(new URL('./.next/static', import.meta.url)))
const siteScript = scriptFile(enhanceScriptPath, enhanceScript)

// This server runs the CMS's background work: scheduled publishing and the embargo watch (cms/jobs.ts).
process.env.RUN_JOBS ??= 'true'

// Next.js builds its own idea of the request's address from this name, not from where the server listens:
// 'localhost' always, since the proxy's rewrites (proxy.ts) name it so (Next.js writes 127.0.0.1 as localhost),
// and a rewrite to another origin would be fetched over HTTP as if from another site.
const app = next({ dev, dir: import.meta.dirname, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()
const server = createServer((req, res) => serve(req, res, handle))
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`)
  if (storage.kind === 's3') console.log(`Uploaded files: S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`)
  // The CMS starts with the first request that reads content. Make that request now, so that migrations,
  // the demo content, the first administrator (or the setup link) and the scheduled jobs do not wait for a visitor.
  const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  // Pages and API routes are bundled apart, each with its CMS instance: start both.
  fetch(`http://${self}:${port}/api/settings`)
    .then(() => fetch(`http://${self}:${port}/`))
    .catch((error) => console.error('[server] could not start the CMS:', error.message))
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Idle keep-alive connections would hold the close open.
    server.closeIdleConnections()
    // Requests already being answered are finished first (a busy server may take a while), so a restart drops none.
    setTimeout(() => process.exit(0), 25_000).unref()
  })
}
