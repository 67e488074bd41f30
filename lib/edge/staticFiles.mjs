// @ts-check
/**
 * The build's script and style files, compressed once with brotli at its
 * highest quality (`npm run build` runs `compressStaticFiles` after
 * `next build`): a visitor's browser downloads about a sixth less than with
 * the quick compression a response gets as it goes out, and the server spends
 * nothing on them per request. The edge answers `/_next/static/…` from these
 * files when the browser accepts brotli; anything else goes to Next.js as before.
 */
import { createReadStream, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { constants, brotliCompressSync, gzipSync } from 'node:zlib'

import { chooseEncoding } from './compression.mjs'
import { enhanceScript, enhanceScriptPath } from './enhance.mjs'
import { staticDir as builtStaticDir, staticPrefix } from './nextOutput.mjs'

const types = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** @param {string} file */
const typeOf = (file) => types[/** @type {keyof typeof types} */ (path.extname(file))]

/** @param {string} dir @returns {string[]} every file under `dir`, relative to it, with `/` */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/**
 * Writes `<file>.br` beside every script and style of the build (`.next/static`).
 * @param {string} staticDir
 * @returns {{ files: number, bytes: number, compressed: number }}
 */
export function compressStaticFiles(staticDir) {
  const totals = { files: 0, bytes: 0, compressed: 0 }
  for (const file of filesUnder(staticDir)) {
    if (!typeOf(file)) continue
    const full = path.join(staticDir, file)
    const body = readFileSync(full)
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
    writeFileSync(`${full}.br`, compressed)
    totals.files += 1
    totals.bytes += body.length
    totals.compressed += compressed.length
  }
  return totals
}

/** Whether an Accept-Encoding header accepts brotli (`br`, not refused with q=0). @param {string | undefined} header */
export const acceptsBrotli = (header) => chooseEncoding(header, ['br']) === 'br'

/**
 * A handler for the build's compressed files. The files are listed once, at
 * start: a request names one of them exactly or is not answered here, so no
 * path from a request ever reaches the file system.
 * @param {string} staticDir the build's `.next/static`
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} true when it answered
 */
export function precompressedStatic(staticDir) {
  /** @type {Map<string, { file: string, type: string, size: number }>} */
  const files = new Map()
  /** @type {string[]} */
  let listed = []
  try {
    listed = filesUnder(staticDir)
  } catch {
    // No build yet (development): nothing to answer.
  }
  for (const file of listed) {
    if (!file.endsWith('.br')) continue
    const original = file.slice(0, -'.br'.length)
    const type = typeOf(original)
    if (type)
      files.set(`${staticPrefix}${original}`, { file: path.join(staticDir, file), type, size: statSync(path.join(staticDir, file)).size })
  }
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const found = files.get((req.url ?? '').split('?')[0])
    if (!found || !acceptsBrotli(req.headers['accept-encoding'])) return false
    res.writeHead(200, {
      'Content-Type': found.type,
      'Content-Encoding': 'br',
      'Content-Length': found.size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(found.file).pipe(res)
    return true
  }
}

/**
 * A handler for one script the server holds in memory (the site's own,
 * lib/edge/enhance.mjs), at an address that names its version: answered as
 * brotli, gzip or plain as the browser takes them, and cached for a year.
 * @param {string} address
 * @param {string} text
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} true when it answered
 */
export function scriptFile(address, text) {
  const plain = Buffer.from(text)
  /** @type {{ coding: string, body: Buffer }[]} */
  const encoded = [
    { coding: 'br', body: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
    { coding: 'gzip', body: gzipSync(plain, { level: 9 }) },
  ]
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.url ?? '').split('?')[0] !== address) return false
    const coding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip'])
    const chosen = encoded.find((encoding) => encoding.coding === coding)
    const body = chosen?.body ?? plain
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      ...(chosen ? { 'Content-Encoding': chosen.coding } : {}),
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

/**
 * The step: the site's own script, and the build's scripts and styles
 * compressed at build time (not in development: no build), answered here;
 * anything else goes on to Next.js.
 * @param {{ root: string, dev: boolean }} options root: the project's folder
 * @returns {import('./pipeline.mjs').Step}
 */
export function serveStaticFiles({ root, dev }) {
  const siteScript = scriptFile(enhanceScriptPath, enhanceScript)
  const buildFiles = dev ? () => false : precompressedStatic(path.join(root, builtStaticDir))
  return ({ req, res }, next) => (siteScript(req, res) || buildFiles(req, res) ? undefined : next())
}
