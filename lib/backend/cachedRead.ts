import { unstable_cache } from 'next/cache'

import type { EndpointName } from '../contract'
import { clockBound } from './handlers'
import { cacheTags, isCached } from './dependencies'
import { cacheExpiry } from '../cache/store.mjs'

/**
 * A contract read through Next.js's data cache, under the call's tags. Outside
 * a Next.js server (tests, scripts) there is no cache, and the read just runs.
 */
export async function cachedRead<T>(
  name: EndpointName,
  params: Record<string, string>,
  query: Record<string, string>,
  load: () => Promise<T>,
  lifetimeSeconds: number,
): Promise<T> {
  if (!isCached(name) || !insideNextServer()) return load()
  return unstable_cache(load, [name, JSON.stringify(params), JSON.stringify(query)], {
    tags: await cacheTags(name),
    revalidate: clockBound.has(name) ? Math.min(lifetimeSeconds, 60) : lifetimeSeconds,
  })()
}

/** Next.js has created its cache in this process (lib/cache/handler.mjs) only when this is its server or its build. */
const insideNextServer = () => cacheExpiry() !== undefined
