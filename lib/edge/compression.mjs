// @ts-check
/**
 * Brotli or gzip for text answers as they go out. Next.js's own compression
 * is off (next.config.ts): pages are finished first (html.mjs), so they are
 * compressed after it, here. The rules are those of the `compression`
 * middleware the server used before: a type worth compressing, at least 1 KiB
 * (when the length is known), not already encoded, not marked `no-transform`,
 * not HEAD; `Vary: Accept-Encoding` on every answer of such a type.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

import compressible from 'compressible'

/** Smaller answers gain less than the coding costs. */
const threshold = 1024
/** Per answer, speed over size (the build's files are compressed once, at the highest quality: staticFiles.mjs). */
const brotliQuality = 4
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const empty = Buffer.alloc(0)

/**
 * Which of `offered` (the server's order of preference) an Accept-Encoding
 * header takes best: the highest weight above zero, the earlier offered on a
 * tie; `*` stands for codings the header does not name. None: undefined.
 * @param {string | string[] | undefined} header
 * @param {string[]} offered
 */
export function chooseEncoding(header, offered) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (!coding.trim()) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    weights.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  let best
  let bestWeight = 0
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) [best, bestWeight] = [coding, weight]
  }
  return best
}

/**
 * Adds a name to the response's Vary, once.
 * @param {import('node:http').ServerResponse} res
 * @param {string} name
 */
function addVary(res, name) {
  const current = res.getHeader('vary')
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return
  res.setHeader('Vary', [...names, name].join(', '))
}

/**
 * The step: the answer's body, once its head says it is worth it, through
 * brotli or gzip as the browser takes them, each write flushed (a streamed
 * page shows its parts as they come).
 * @type {import('./pipeline.mjs').Step}
 */
export function compressAnswers({ req, res, addStage }, next) {
  addStage((body) => {
    /** @type {import('node:zlib').BrotliCompress | import('node:zlib').Gzip | undefined} */
    let encoder
    /** The length of a body given whole to end() before its head went out. @type {number | undefined} */
    let lengthHint
    /** @type {(() => void) | undefined} */
    let ended
    /** @param {string} coding */
    const encode = (coding) => {
      const stream = coding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }) : createGzip()
      stream.on('data', (chunk) => body.write(chunk))
      stream.on('end', () => body.end(empty, ended))
      // Told to wait (its own buffer full), the application waits for the response's drain.
      stream.on('drain', () => (res.writableNeedDrain ? undefined : res.emit('drain')))
      stream.on('error', (error) => res.destroy(error))
      res.once('close', () => stream.destroy())
      return stream
    }
    return {
      head() {
        const type = res.getHeader('content-type')
        if (type === undefined || !compressible(String(type))) return
        if (noTransform.test(String(res.getHeader('cache-control') ?? ''))) return
        addVary(res, 'Accept-Encoding')
        if (Number(res.getHeader('content-length')) < threshold || (lengthHint ?? threshold) < threshold) return
        if (String(res.getHeader('content-encoding') ?? 'identity') !== 'identity') return
        if (req.method === 'HEAD' || res.destroyed) return
        const coding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip'])
        if (!coding) return
        encoder = encode(coding)
        res.setHeader('Content-Encoding', coding)
        res.removeHeader('Content-Length')
      },
      // The head decides whether the body is compressed: it goes out before the body's first bytes, as Node.js would send it.
      write(bytes, done) {
        if (!res.headersSent) res.writeHead(res.statusCode)
        if (!encoder) return body.write(bytes, done)
        const room = encoder.write(bytes, done)
        encoder.flush()
        return room && !res.writableNeedDrain
      },
      end(bytes, done) {
        if (!res.headersSent) {
          if (!res.hasHeader('content-length')) lengthHint = bytes.length
          res.writeHead(res.statusCode)
        }
        if (!encoder) return body.end(bytes, done)
        ended = done
        encoder.end(bytes)
      },
    }
  })
  return next()
}
