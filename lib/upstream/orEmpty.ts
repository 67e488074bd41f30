/**
 * A list that failed to load (spec §8): the failure is logged and the page
 * shows an empty state instead of crashing. `what` names the list in the log.
 */
export async function orEmpty<T>(what: string, read: Promise<{ data: T[] }>): Promise<{ data: T[] }> {
  try {
    return await read
  } catch (error) {
    console.error(`[list] ${what} could not be loaded`, error)
    return { data: [] }
  }
}
