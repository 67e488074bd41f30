import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: what keeps the site search fast on a large index.
 * - `search_rows`: each index row's rowid, key and type in a narrow table, so
 *   counting the hits per type and filtering by type never read the index's
 *   wide content rows, and a document's row is found by its key at once.
 * - `search_version`: one number, raised with every change to the index in the
 *   same transaction; results cached under it (lib/backend/search.ts) are
 *   never served once the index has changed, on any server.
 * Both are kept in step by lib/backend/searchIndex.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_rows\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`key\` text NOT NULL,
    \`type\` text NOT NULL
  )`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`search_rows_key_idx\` ON \`search_rows\` (\`key\`)`)
  await db.run(sql`DELETE FROM \`search_rows\``)
  await db.run(sql`INSERT INTO \`search_rows\` (\`id\`, \`key\`, \`type\`) SELECT rowid, \`key\`, \`type\` FROM \`search_index\``)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_version\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`version\` integer NOT NULL
  )`)
  await db.run(sql`INSERT INTO \`search_version\` (\`id\`, \`version\`) VALUES (1, 1) ON CONFLICT (\`id\`) DO UPDATE SET \`version\` = \`version\` + 1`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_version\``)
  await db.run(sql`DROP TABLE IF EXISTS \`search_rows\``)
}
