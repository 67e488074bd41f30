import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Search terms are counted per visitor (a keyed hash), and reported route
 * lists are stored once per distinct list. SQLite adds a NOT NULL column only
 * with a default, hence the defaults below; the site always writes the values.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`term_day_idx\`;`)
  // Counts from before visitors were told apart stay, as one visitor per term and day.
  await db.run(sql`ALTER TABLE \`search_terms\` ADD \`client\` text NOT NULL DEFAULT 'before-visitor-counts';`)
  await db.run(sql`CREATE UNIQUE INDEX \`term_day_client_idx\` ON \`search_terms\` (\`term\`,\`day\`,\`client\`);`)
  await db.run(sql`DROP INDEX \`route_patterns_pattern_idx\`;`)
  // One row per reported pattern (whatever a client posted) cannot become a list: the site's scripts report the list again on the next visit.
  await db.run(sql`DELETE FROM \`route_patterns\`;`)
  await db.run(sql`ALTER TABLE \`route_patterns\` ADD \`hash\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`route_patterns\` ADD \`routes\` text NOT NULL DEFAULT '[]';`)
  await db.run(sql`CREATE UNIQUE INDEX \`route_patterns_hash_idx\` ON \`route_patterns\` (\`hash\`);`)
  await db.run(sql`ALTER TABLE \`route_patterns\` DROP COLUMN \`pattern\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`term_day_client_idx\`;`)
  // Back to one row per term and day: the visitors' counts of a day are added up.
  await db.run(
    sql`UPDATE \`search_terms\` SET \`count\` = (SELECT SUM(s.\`count\`) FROM \`search_terms\` s WHERE s.\`term\` = \`search_terms\`.\`term\` AND s.\`day\` = \`search_terms\`.\`day\`);`,
  )
  await db.run(sql`DELETE FROM \`search_terms\` WHERE \`id\` NOT IN (SELECT MIN(\`id\`) FROM \`search_terms\` GROUP BY \`term\`, \`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`term_day_idx\` ON \`search_terms\` (\`term\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`search_terms\` DROP COLUMN \`client\`;`)
  await db.run(sql`DROP INDEX \`route_patterns_hash_idx\`;`)
  await db.run(sql`DELETE FROM \`route_patterns\`;`)
  await db.run(sql`ALTER TABLE \`route_patterns\` ADD \`pattern\` text NOT NULL DEFAULT '';`)
  await db.run(sql`CREATE UNIQUE INDEX \`route_patterns_pattern_idx\` ON \`route_patterns\` (\`pattern\`);`)
  await db.run(sql`ALTER TABLE \`route_patterns\` DROP COLUMN \`hash\`;`)
  await db.run(sql`ALTER TABLE \`route_patterns\` DROP COLUMN \`routes\`;`)
}
