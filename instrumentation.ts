import type { Instrumentation } from 'next'

import { noteIfDatabaseUnavailable } from './lib/backend/outage'

/**
 * A page or route that failed because the database could not be reached is an
 * outage, not a bug: its request is marked so that the server answers 503 with
 * Retry-After (lib/edge/outage.mjs). Reads through the contract mark it
 * themselves (lib/backend/call.ts); this catches the rest (direct CMS reads).
 */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  noteIfDatabaseUnavailable(error)
}
