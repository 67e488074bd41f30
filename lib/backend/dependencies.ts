import config from '@payload-config'

import { reads } from './handlers'
import type { EndpointName } from '../contract'
import { tagOf } from '../cache/tags'

/**
 * The cache tags of a contract read: the collections and globals its handler
 * queries (`reads`, beside the handlers) and what their documents embed
 * (images, divisions, people…), read off the CMS model's relationship fields.
 *
 * test/contract/dependencies.test.ts changes every collection in turn and
 * fails if a read whose answer changed was not expired.
 */
export const isCached = (name: EndpointName) => reads[name] !== 'uncached'

/** The slugs a collection's or global's fields relate to, at any depth of groups, arrays, tabs and blocks. */
function relatedSlugs(fields: readonly unknown[]): string[] {
  return fields.flatMap((field) => {
    if (typeof field !== 'object' || field === null) return []
    const related = 'relationTo' in field ? [field.relationTo].flat().filter((s): s is string => typeof s === 'string') : []
    const nested = Object.entries(field).flatMap(([key, value]) =>
      ['fields', 'tabs', 'blocks'].includes(key) && Array.isArray(value) ? value : [],
    )
    return [...related, ...relatedSlugs(nested)]
  })
}

let relations: Promise<Map<string, string[]>> | undefined

/** Each collection and global of the CMS model with what it relates to (read once). */
function modelRelations(): Promise<Map<string, string[]>> {
  relations ??= config.then(
    ({ collections, globals }) => new Map([...collections, ...globals].map((c) => [c.slug, relatedSlugs(c.fields)])),
  )
  return relations
}

/** The cache tags of a read: its sources and what they embed. */
export async function cacheTags(name: EndpointName): Promise<string[]> {
  const sources = reads[name]
  if (sources === 'uncached') return []
  const model = await modelRelations()
  const slugs = new Set(sources.flatMap((source) => [source, ...(model.get(source) ?? [])]))
  return [...slugs].map(tagOf)
}
