import { type AfterErrorHook, defaultLoggerOptions } from 'payload'

/**
 * How the CMS's REST and GraphQL APIs (/cms/api, /cms/graphql) answer and log
 * errors. Bad input is the caller's fault: 400, one line in the log. A real
 * fault of the server stays a 500 with its stack.
 */

type ErrorLike = { message?: unknown; code?: unknown; status?: unknown; cause?: unknown; originalError?: unknown }

/** The error and what it wraps (a database driver's error inside the query builder's, inside GraphQL's). */
function* chain(error: unknown): Generator<ErrorLike> {
  let current = error
  for (let i = 0; i < 6 && current && typeof current === 'object'; i++) {
    const e = current as ErrorLike
    yield e
    current = e.cause ?? e.originalError
  }
}

/** What the database and the body parser say about a value a caller sent that cannot be used as given. */
const inputFaultMessages = [
  // libsql: a number that was none (an integer id "abc", page=1e999) or a value Payload could not convert (a date "soon").
  /^Only finite numbers \(not Infinity or NaN\) can be passed as arguments/,
  /cannot be passed as argument to the database$/,
  // SQLite: a value of the wrong type for an integer key, or a number out of its range.
  /^datatype mismatch$/,
  // busboy: a multipart body that is not one.
  /^Unexpected end of form$/,
  /^Unexpected end of file$/,
  /^Malformed part header$/,
  /^Multipart: Boundary not found$/,
]

/**
 * Whether an error comes from a value the caller sent rather than from the
 * server: PostgreSQL's data exceptions (class 22: an integer id "abc", a
 * number out of range, a malformed date), SQLite's and libsql's counterparts,
 * and malformed multipart bodies.
 */
export function isInputFault(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === 'SQLITE_MISMATCH' || e.code === 'SQLITE_TOOBIG'))
      return true
    if (typeof e.message === 'string' && inputFaultMessages.some((re) => re.test(e.message as string))) return true
  }
  return false
}

/** The status Payload gives an error (its own errors carry one; GraphQL wraps them). */
function statusOf(error: unknown): number | undefined {
  for (const e of chain(error)) if (typeof e.status === 'number') return e.status
  return undefined
}

/** The innermost message, on one line and short: never the SQL of a failed query. */
function shortMessage(error: unknown): string {
  let message = 'Error'
  for (const e of chain(error)) if (typeof e.message === 'string' && e.message) message = e.message
  message = message.replace(/\s+/g, ' ').trim()
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

export const inputFaultMessage = 'The request has a value of the wrong type, form or size.'

/** Errors from the caller's input answer 400 with a plain message instead of 500. */
export const answerInputFaults: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!isInputFault(error)) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: inputFaultMessage, extensions: { statusCode: 400 } } }
  return { status: 400, response: { errors: [{ message: inputFaultMessage }] } }
}

/**
 * Payload's logger, as it comes (pretty lines on stdout), except that a
 * refused request (status below 500, or bad input) is one info line, not the
 * error with its stack and, for a failed query, its SQL.
 */
export const cmsLogger = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(this: { info: (message: string) => void }, args: unknown[], method: (...args: unknown[]) => void) {
        const [first] = args
        const error = first && typeof first === 'object' && 'err' in first ? first.err : undefined
        if (error) {
          const status = statusOf(error)
          if ((status !== undefined && status < 500) || isInputFault(error)) {
            this.info(`refused (${status !== undefined && status < 500 ? status : 400}): ${shortMessage(error)}`)
            return
          }
        }
        method.apply(this, args)
      },
    },
  },
}
