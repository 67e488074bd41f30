/**
 * `npm run seed`: fill the database with the demo content, then print how many
 * documents each collection holds. Safe to run again: nothing is duplicated.
 */
import config from '@payload-config'
import { getPayload, type CollectionSlug } from 'payload'

import { seed } from '../cms/seed/index'
import { contentDemos } from '../content/server'

const payload = await getPayload({ config })
await seed(payload, contentDemos)

const counts: string[] = []
for (const collection of Object.keys(payload.collections) as CollectionSlug[]) {
  if (collection.startsWith('payload-')) continue
  const { totalDocs } = await payload.count({ collection, overrideAccess: true, context: { seeding: true } })
  counts.push(`${collection}: ${totalDocs}`)
}
payload.logger.info(`seed: counts\n  ${counts.join('\n  ')}`)

process.exit(0)
