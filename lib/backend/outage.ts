import { markBackendUnavailable } from '../edge/outage.mjs'

/** Error codes of a database that cannot be reached (network, server restarting or gone, unreadable file). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: shutting down, starting up, connection failures (SQLSTATE classes 57P and 08).
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  // SQLite: the file cannot be opened or read.
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_NOTADB',
  'SQLITE_CORRUPT',
])
const unreachableMessages =
  /Connection terminated|connection timeout|terminating connection|the database system is (?:starting up|shutting down)|Client has encountered a connection error/i

/** Whether `error`, or what caused it, says the database could not be reached (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false
    const code = 'code' in current ? String(current.code) : ''
    if (unreachableCodes.has(code) || [...unreachableCodes].some((known) => code.startsWith(`${known}_`))) return true
    if ('message' in current && unreachableMessages.test(String(current.message))) return true
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

/** Notes an unreachable database in this request's state (lib/edge/outage.mjs); says whether it was one. */
export function noteIfDatabaseUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  markBackendUnavailable()
  return true
}
