/**
 * Which errors are the caller's fault: a value sent that the database or the
 * body parser cannot use as given (cms/apiErrors.ts answers them with 400).
 */

type ErrorLike = { message?: unknown; code?: unknown; status?: unknown; cause?: unknown; originalError?: unknown }

/** The error and what it wraps (a database driver's error inside the query builder's, inside GraphQL's). */
export function* chain(error: unknown): Generator<ErrorLike> {
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
