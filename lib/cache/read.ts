import { unstable_cache } from 'next/cache'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'

import type { EndpointName } from '../contract'
import { clockBound } from '../backend/handlers'
import { cacheTags, isCached } from './dependencies'

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
  if (!isCached(name) || !hasNextCache()) return load()
  return unstable_cache(load, [name, JSON.stringify(params), JSON.stringify(query)], {
    tags: await cacheTags(name),
    revalidate: clockBound.has(name) ? Math.min(lifetimeSeconds, 60) : lifetimeSeconds,
  })()
}

function hasNextCache(): boolean {
  return (
    Boolean((globalThis as { __incrementalCache?: unknown }).__incrementalCache) || Boolean(workAsyncStorage.getStore()?.incrementalCache)
  )
}
