import type { CollectionConfig } from 'payload'

import type { TypeDemos } from '../cms/seed/helpers'
import type { EndpointName } from '../lib/contract'
import { eventServer } from './event/server'
import type { ContentTypeName } from '.'
import { leaderServer } from './leader/server'
import { newsServer } from './news/server'
import { newsletterServer } from './newsletter/server'
import { pageServer } from './page/server'
import { personServer } from './person/server'
import { protocolServer } from './protocol/server'
import { publicationServer } from './publication/server'
import { divisionServer, fieldSiteServer, themeServer } from './research/server'
import { tenderServer } from './tender/server'

/**
 * The server's side of every content type (content/<type>/server.ts): its
 * collection, its calls' handlers and what each reads. Server code: the CMS's
 * config (cms/payload.config.ts) and the backend (lib/backend/handlers.ts)
 * read it; pages never do. Every registered type has one (else this does not
 * compile), in the order the CMS lists their collections.
 */
export const contentServers = {
  news: newsServer,
  event: eventServer,
  person: personServer,
  publication: publicationServer,
  protocol: protocolServer,
  theme: themeServer,
  tender: tenderServer,
  leader: leaderServer,
  page: pageServer,
  division: divisionServer,
  fieldSite: fieldSiteServer,
  newsletter: newsletterServer,
} satisfies Record<ContentTypeName, { collection?: CollectionConfig }>

/** The types' collections, for the CMS's config. */
export const contentCollections: CollectionConfig[] = Object.values(contentServers).flatMap((side) =>
  side.collection ? [side.collection] : [],
)

/** The types' handlers, for the backend (lib/backend/handlers.ts). */
export const contentHandlers = {
  ...newsServer.handlers,
  ...eventServer.handlers,
  ...personServer.handlers,
  ...publicationServer.handlers,
  ...protocolServer.handlers,
  ...themeServer.handlers,
  ...tenderServer.handlers,
  ...leaderServer.handlers,
  ...pageServer.handlers,
  ...divisionServer.handlers,
  ...fieldSiteServer.handlers,
  ...newsletterServer.handlers,
}

/** What each of the types' calls reads, for the cache (lib/backend/dependencies.ts). */
export const contentReads = {
  ...newsServer.reads,
  ...eventServer.reads,
  ...personServer.reads,
  ...publicationServer.reads,
  ...protocolServer.reads,
  ...themeServer.reads,
  ...tenderServer.reads,
  ...leaderServer.reads,
  ...pageServer.reads,
  ...divisionServer.reads,
  ...fieldSiteServer.reads,
  ...newsletterServer.reads,
}

/** The demo content the types bring themselves, for the seed (cms/seed). */
export const contentDemos: TypeDemos = Object.fromEntries(
  Object.entries(contentServers).flatMap(([name, side]) => ('demo' in side && side.demo ? [[name, side.demo]] : [])),
)

/** The types' calls whose answers also change with the clock (lib/backend/cachedRead.ts). */
export const contentClockBound: readonly EndpointName[] = Object.values(contentServers).flatMap((side) => side.clockBound ?? [])
