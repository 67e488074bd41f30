/**
 * A read that failed (spec §8): the failure is logged and the page shows
 * `fallback` (an empty state) instead of crashing. `what` names it in the log.
 */
export async function orFallback<T, F>(what: string, read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read
  } catch (error) {
    console.error(`[list] ${what} could not be loaded`, error)
    return fallback
  }
}

/** A list that failed to load is an empty list. */
export const orEmpty = <T>(what: string, read: Promise<{ data: T[] }>): Promise<{ data: T[] }> => orFallback(what, read, { data: [] })
