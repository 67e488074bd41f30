// @ts-check
/**
 * The server's edge as an ordered list of steps (server.mjs lists them). A
 * request passes each step in order on its way to Next.js's handler: a step
 * does its work and calls `next()`, or answers and does not. A step may also
 * add a stage to the answer (`addStage`): the answer then passes the stages on its
 * way out in the reverse order, the one added last (closest to Next.js) first.
 *
 * This is the one place that replaces methods of the response (writeHead,
 * write, end, flushHeaders). Stages never touch them: a stage sees the head
 * just before it goes out (`head`: it may change the status and the headers)
 * and the body's bytes on their way (`write`, `end`, `flushHeaders`, each
 * passing what it makes on to the stage after it, toward the socket). What a
 * stage leaves out passes through it as it is.
 */

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} Reply
 */

/**
 * The body's way out from a stage toward the socket.
 * @typedef {object} Body
 * @property {(bytes: Buffer, done?: (error?: Error | null) => void) => boolean} write
 * @property {(bytes: Buffer, done?: () => void) => void} end
 * @property {() => void} flushHeaders
 */

/**
 * A stage, made with the way out after it.
 * @typedef {(next: Body) => Partial<Body> & { head?: () => void }} Stage
 */

/**
 * What the steps share for one request.
 * @typedef {object} Exchange
 * @property {Request} req
 * @property {Response} res
 * @property {string} nonce this response's script nonce (set by the security headers step)
 * @property {(stage: Stage) => void} addStage adds a stage to the answer
 * @property {(reply: Reply) => void} answer answers in plain text; the application's later writes are dropped
 */

/**
 * @typedef {(exchange: Exchange, next: () => unknown) => unknown} Step
 */

/**
 * The server's request listener: the steps, in order, then `handle`. A step or
 * the handler that fails is logged and answered 500.
 * @param {Step[]} steps
 * @param {(req: Request, res: Response) => unknown} handle
 * @returns {(req: Request, res: Response) => void}
 */
export function pipeline(steps, handle) {
  return (req, res) => {
    const { addStage, answer } = edgeResponse(res)
    /** @type {Exchange} */
    const exchange = { req, res, nonce: '', addStage, answer }
    /** @param {number} index @returns {unknown} */
    const run = (index) => (index < steps.length ? steps[index](exchange, () => run(index + 1)) : handle(req, res))
    new Promise((resolve) => resolve(run(0))).catch((error) => {
      console.error('[server] request failed', error)
      answer({ status: 500, message: 'Something went wrong on our side. Please try again later.' })
    })
  }
}

/** @type {WeakMap<Response, { addStage: Exchange['addStage'], answer: Exchange['answer'] }>} */
const wrapped = new WeakMap()

/**
 * The response's stages and its plain answer, wrapping its methods at the first call (and only then).
 * @param {Response} res
 */
export function edgeResponse(res) {
  let response = wrapped.get(res)
  if (!response) wrapped.set(res, (response = wrap(res)))
  return response
}

const empty = Buffer.alloc(0)

/**
 * A chunk as Node.js takes it (string, Buffer or other bytes), as a Buffer, without a copy.
 * @param {unknown} chunk
 * @param {BufferEncoding | undefined} encoding
 */
function bytesOf(chunk, encoding) {
  if (chunk == null) return empty
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8')
  if (Buffer.isBuffer(chunk)) return chunk
  const view = /** @type {ArrayBufferView} */ (chunk)
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength)
}

/**
 * Headers given to writeHead, merged into those set before as Node.js does it (theirs win).
 * @param {Response} res
 * @param {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[]} headers
 */
function setHeaders(res, headers) {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) res.removeHeader(String(headers[i]))
    for (let i = 0; i < headers.length; i += 2) res.appendHeader(String(headers[i]), /** @type {string | string[]} */ (headers[i + 1]))
  } else
    for (const [name, value] of Object.entries(headers)) if (name) res.setHeader(name, /** @type {string | number | string[]} */ (value))
}

/** @param {Response} res */
function wrap(res) {
  const writeHead = res.writeHead.bind(res)
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const flushHeaders = res.flushHeaders.bind(res)
  /** Each stage's look at the head, the one closest to the application first. @type {(() => void)[]} */
  const heads = []
  /** The way out from the application: through every stage to the socket. @type {Body} */
  let body = { write: (bytes, done) => write(bytes, done), end: (bytes, done) => void end(bytes, done), flushHeaders }
  let ended = false
  let answered = false

  // Node.js sends an implicit head through writeHead too (the first write or end without one).
  res.writeHead = /** @type {Response['writeHead']} */ (
    /** @param {number} status @param {any[]} rest */
    (status, ...rest) => {
      if (answered) return res
      const reason = typeof rest[0] === 'string' ? rest.shift() : undefined
      if (!res.headersSent) {
        if (rest[0]) setHeaders(res, rest[0])
        res.statusCode = status
        for (const head of heads) head()
      }
      return reason === undefined ? writeHead(res.statusCode) : writeHead(res.statusCode, reason)
    }
  )
  res.write = /** @type {Response['write']} */ (
    /** @param {any} chunk @param {any} [encoding] @param {any} [done] */
    (chunk, encoding, done) => {
      if (answered) return true
      // After the end: Node.js's own answer (an error) once the end has gone out; nothing before.
      if (ended) return res.writableEnded ? write(chunk, encoding, done) : true
      if (typeof encoding === 'function') [encoding, done] = [undefined, encoding]
      return body.write(bytesOf(chunk, encoding), done)
    }
  )
  res.end = /** @type {Response['end']} */ (
    /** @param {any} [chunk] @param {any} [encoding] @param {any} [done] */
    (chunk, encoding, done) => {
      if (answered) return res
      if (ended) return res.writableEnded ? end(chunk, encoding, done) : res
      if (typeof chunk === 'function') [chunk, done] = [undefined, chunk]
      else if (typeof encoding === 'function') [encoding, done] = [undefined, encoding]
      ended = true
      body.end(bytesOf(chunk, encoding), done)
      return res
    }
  )
  res.flushHeaders = () => {
    if (!answered && !ended) body.flushHeaders()
  }

  return {
    /** @param {Stage} stage */
    addStage(stage) {
      const made = stage(body)
      if (made.head) heads.unshift(made.head)
      body = { write: made.write ?? body.write, end: made.end ?? body.end, flushHeaders: made.flushHeaders ?? body.flushHeaders }
    },
    /**
     * Through the stages' look at the head (an outage makes a 500 a 503), the
     * message itself as it is: short (no compression takes a body this small)
     * and plain, it replaces whatever a stage held of the application's answer.
     * @param {Reply} reply
     */
    answer({ status, message, headers = {} }) {
      if (answered) return
      if (!res.headersSent) {
        const text = `${message}\n`
        const length = String(Buffer.byteLength(text))
        res.writeHead(status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Length': length,
          ...headers,
        })
        end(text)
      }
      // The application may still be reading a refused body: what it writes from now on goes nowhere.
      answered = true
      res.on('error', () => {})
    },
  }
}
