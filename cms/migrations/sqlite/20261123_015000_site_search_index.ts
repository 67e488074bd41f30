import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the site search's full-text index (FTS5). One row per public
 * document; title and body are indexed (porter stemming, accents folded), the
 * rest is carried along to build results. Kept in step by cms/hooks/searchIndex.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`search_index\` USING fts5(
    \`key\` UNINDEXED,
    \`type\` UNINDEXED,
    \`subtype\` UNINDEXED,
    \`doc_id\` UNINDEXED,
    \`url\` UNINDEXED,
    \`summary\` UNINDEXED,
    \`date\` UNINDEXED,
    \`title\`,
    \`body\`,
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_index\``)
}
