import { createHash } from 'node:crypto'

import { cms } from './cms'

/**
 * POST /api/receive-routes: the site's scripts report the route table after
 * every navigation, so nearly every report is the same list. Each distinct
 * list (its patterns sorted, without repeats) is stored once, under its hash;
 * a known list only has its last report time moved.
 */
export async function storeReportedRoutes(reported: string[]): Promise<{ stored: number }> {
  const routes = [...new Set(reported)].sort()
  const hash = createHash('sha256').update(routes.join('\n')).digest('hex')
  const payload = await cms()
  const lastReportedAt = new Date().toISOString()
  const touch = () =>
    payload.update({ collection: 'route-patterns', where: { hash: { equals: hash } }, data: { lastReportedAt }, overrideAccess: true })
  const { docs } = await touch()
  if (docs.length === 0) {
    try {
      await payload.create({ collection: 'route-patterns', data: { hash, routes, lastReportedAt }, overrideAccess: true })
    } catch (error) {
      // A concurrent report may have stored the same list first (the hash is unique); then this one is a repeat.
      if ((await touch()).docs.length === 0) throw error
    }
  }
  return { stored: routes.length }
}
