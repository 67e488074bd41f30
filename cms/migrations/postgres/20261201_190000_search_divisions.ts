import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { indexCollection } from '../../../lib/searchIndex'

/**
 * Hand-written, data only: divisions are found by site search (their registry
 * entry, content/research/index.ts). The divisions already there are indexed;
 * `down` takes them out again.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await indexCollection(payload, 'divisions', req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await indexCollection(payload, 'divisions', req, true)
}
