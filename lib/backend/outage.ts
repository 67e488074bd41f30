import { markBackendUnavailable } from '../edge/outage.mjs'

/**
 * What the database's driver says when the database cannot serve us, as opposed to a query that is wrong:
 * the fault's kind, from the error's code (or its message, where drivers give none). Every kind is an
 * outage for the visitor (503 with Retry-After, never a 500, never a list shown empty); the kind names it in logs.
 */
export type DatabaseFault = 'unreachable' | 'terminated' | 'overloaded' | 'authentication' | 'read-only' | 'timeout' | 'storage'

// Node.js's network errors (pg's connections): the server is not there, or went away.
const networkCodes: Record<string, DatabaseFault> = {
  ECONNREFUSED: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  ECONNRESET: 'terminated',
  EPIPE: 'terminated',
  ETIMEDOUT: 'timeout',
}

/** PostgreSQL's SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html), by code, then by class. */
const postgresCodes: Record<string, DatabaseFault> = {
  '25006': 'read-only', // read_only_sql_transaction: a standby, or default_transaction_read_only
  '3D000': 'unreachable', // invalid_catalog_name: the database does not exist (yet)
  '55000': 'unreachable', // object_not_in_prerequisite_state: "database … is not currently accepting connections"
  '55P03': 'timeout', // lock_not_available: lock_timeout
  '57014': 'timeout', // query_canceled: statement_timeout
  '57P01': 'terminated', // admin_shutdown: pg_terminate_backend, a shutdown
  '57P02': 'terminated', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now: starting up, shutting down
  '57P04': 'terminated', // database_dropped
  '57P05': 'timeout', // idle_session_timeout
}
const postgresClasses: Record<string, DatabaseFault> = {
  '08': 'unreachable', // connection exception
  '28': 'authentication', // invalid authorization specification (wrong password, no such role)
  '53': 'overloaded', // insufficient resources: too many connections, out of memory, disk full
  '58': 'storage', // system error: I/O
}

/** SQLite's result codes (libsql: `SQLITE_BUSY`, extended ones as `SQLITE_READONLY_DBMOVED`), by primary code. */
const sqliteCodes: Record<string, DatabaseFault> = {
  SQLITE_BUSY: 'timeout', // another process's write lock held past busy_timeout
  SQLITE_LOCKED: 'timeout',
  SQLITE_READONLY: 'read-only',
  SQLITE_CANTOPEN: 'unreachable',
  SQLITE_PERM: 'unreachable',
  SQLITE_AUTH: 'authentication',
  SQLITE_IOERR: 'storage',
  SQLITE_FULL: 'storage',
  SQLITE_NOTADB: 'storage',
  SQLITE_CORRUPT: 'storage',
}

/** What drivers say without a code (pg and its pool, Drizzle's wrapping). */
const messages: [RegExp, DatabaseFault][] = [
  [
    /Connection terminated|terminating connection|server closed the connection unexpectedly|Client has encountered a connection error/i,
    'terminated',
  ],
  [/timeout exceeded when trying to connect|connection timeout|Query read timeout/i, 'timeout'],
  [/the database system is (?:starting up|shutting down|in recovery mode)|is not currently accepting connections/i, 'unreachable'],
  [/too many (?:clients|connections)|remaining connection slots are reserved/i, 'overloaded'],
  [/password authentication failed|no pg_hba\.conf entry/i, 'authentication'],
  [/read-only transaction|attempt to write a readonly database/i, 'read-only'],
  [/Cannot use a pool after calling end on the pool/i, 'unreachable'],
  // libsql, when the file cannot be opened (no code: the message ends with SQLite's 14, SQLITE_CANTOPEN).
  [/Unable to open connection to local database|unable to open database file/i, 'unreachable'],
]

function faultOf(code: string, message: string): DatabaseFault | undefined {
  const sqlite = Object.keys(sqliteCodes).find((known) => code === known || code.startsWith(`${known}_`))
  return (
    networkCodes[code] ??
    (sqlite && sqliteCodes[sqlite]) ??
    (/^[0-9A-Z]{5}$/.test(code) ? (postgresCodes[code] ?? postgresClasses[code.slice(0, 2)]) : undefined) ??
    messages.find(([pattern]) => pattern.test(message))?.[1]
  )
}

/** The database fault `error` (or what caused it) reports, if it is one (not a query that was wrong). */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return undefined
    const code = 'code' in current ? String(current.code) : ''
    const message = 'message' in current ? String(current.message) : ''
    const fault = faultOf(code, message)
    if (fault) return fault
    if (current instanceof AggregateError)
      for (const inner of current.errors) {
        const found = databaseFault(inner)
        if (found) return found
      }
    current = 'cause' in current ? current.cause : undefined
  }
  return undefined
}

/** Whether `error`, or what caused it, says the database could not serve the request (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== undefined
}

/** Notes an unreachable database in this request's state (lib/edge/outage.mjs); says whether it was one. */
export function noteIfDatabaseUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  markBackendUnavailable()
  return true
}
