import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: what keeps the first search of a common word fast once the
 * index has changed (lib/backend/search.ts). All three are kept in step by
 * lib/backend/searchIndex.ts.
 * - Each search index row's rowid tells its type: the type's number times 2^40
 *   plus a number within the type (the numbers are those of
 *   lib/backend/searchIndex.ts). A search counts its hits per type, and
 *   filters by type, from the full-text index's own rowids. Existing rows keep
 *   their number within the type; `search_rows` follows.
 * - `search_titles`: the titles alone in a full-text index of their own, with
 *   the same rowids (and the index's tokenizer). The hits with a query word in
 *   the title, ranked first, are found and ranked there without reading the rest.
 * - `search_words`: how many documents of each type have each word, as the
 *   index stores it, so a one-word search is counted without reading its hits.
 */
const typeNumber = sql`CASE type WHEN 'news' THEN 1 WHEN 'event' THEN 2 WHEN 'person' THEN 3 WHEN 'publication' THEN 4
  WHEN 'protocol' THEN 5 WHEN 'page' THEN 6 WHEN 'tender' THEN 7 WHEN 'theme' THEN 8 ELSE 0 END`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`search_index\` SET rowid = rowid + ${typeNumber} * 1099511627776 WHERE rowid < 1099511627776`)
  await db.run(sql`UPDATE \`search_rows\` SET \`id\` = \`id\` + ${typeNumber} * 1099511627776 WHERE \`id\` < 1099511627776`)

  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`search_titles\` USING fts5(
    \`title\`,
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`)
  await db.run(sql`DELETE FROM \`search_titles\``)
  await db.run(sql`INSERT INTO \`search_titles\` (rowid, \`title\`) SELECT rowid, \`title\` FROM \`search_index\``)

  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_words\` (
    \`word\` text NOT NULL,
    \`type\` text NOT NULL,
    \`docs\` integer NOT NULL,
    PRIMARY KEY (\`word\`, \`type\`)
  ) WITHOUT ROWID`)
  await db.run(sql`DELETE FROM \`search_words\``)
  await db.run(sql`CREATE VIRTUAL TABLE temp.\`search_index_words\` USING fts5vocab(main, \`search_index\`, 'instance')`)
  await db.run(sql`INSERT INTO \`search_words\` (\`word\`, \`type\`, \`docs\`)
    SELECT \`words\`.\`term\`, \`search_rows\`.\`type\`, count(DISTINCT \`words\`.\`doc\`)
    FROM temp.\`search_index_words\` AS \`words\` JOIN \`search_rows\` ON \`search_rows\`.\`id\` = \`words\`.\`doc\`
    GROUP BY \`words\`.\`term\`, \`search_rows\`.\`type\``)
  await db.run(sql`DROP TABLE temp.\`search_index_words\``)

  await db.run(sql`UPDATE \`search_version\` SET \`version\` = \`version\` + 1 WHERE \`id\` = 1`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_words\``)
  await db.run(sql`DROP TABLE IF EXISTS \`search_titles\``)
  // Numbers within a type repeat across types: the rows are numbered afresh, in their order.
  await db.run(sql`CREATE TEMP TABLE \`search_rowid_map\` AS SELECT \`id\` AS \`old\`, row_number() OVER (ORDER BY \`id\`) AS \`new\` FROM \`search_rows\``)
  await db.run(sql`UPDATE \`search_index\` SET rowid = (SELECT \`new\` FROM \`search_rowid_map\` WHERE \`old\` = \`search_index\`.rowid)`)
  await db.run(sql`UPDATE \`search_rows\` SET \`id\` = (SELECT \`new\` FROM \`search_rowid_map\` WHERE \`old\` = \`search_rows\`.\`id\`)`)
  await db.run(sql`DROP TABLE \`search_rowid_map\``)
  await db.run(sql`UPDATE \`search_version\` SET \`version\` = \`version\` + 1 WHERE \`id\` = 1`)
}
