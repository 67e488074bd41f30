import { ContractError } from '../errors'

/**
 * A read that failed (spec §8): the failure is logged and the page shows
 * `fallback` (an empty state) instead of crashing. `what` names it in the log.
 *
 * Except when the database or the upstream cannot be reached: pages are
 * rendered once and kept in the cache, and a copy made then would show an
 * empty list long after the outage. The error goes on, so the cache keeps
 * serving the last good copy, and a page that has none is a 503.
 */
export async function orFallback<T, F>(what: string, read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ContractError && error.code === 'unavailable') throw error
    console.error(`[list] ${what} could not be loaded`, error)
    return fallback
  }
}

/** A list that failed to load is an empty list. */
export const orEmpty = <T>(what: string, read: Promise<{ data: T[] }>): Promise<{ data: T[] }> => orFallback(what, read, { data: [] })
