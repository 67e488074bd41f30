import type { EndpointName } from '../lib/contract'
import { tenderServer } from './tender/server'

/**
 * The server's side of every content type (content/<type>/server.ts): its
 * collection, its calls' handlers and what each reads. Server code: the CMS's
 * config (cms/payload.config.ts) and the backend (lib/backend/handlers.ts)
 * read it; pages never do.
 */
export const contentServers = { tender: tenderServer }

/** The types' collections, for the CMS's config. */
export const contentCollections = Object.values(contentServers).map((side) => side.collection)

/** The types' handlers, for the backend. */
export const contentHandlers = { ...tenderServer.handlers }

/** What each of the types' calls reads, for the cache. */
export const contentReads = { ...tenderServer.reads }

/** The types' calls whose answers also change with the clock. */
export const contentClockBound: readonly EndpointName[] = Object.values(contentServers).flatMap((side) => side.clockBound ?? [])
