import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written (SQLite stores select values as text: no schema change): the
 * home page's sections become the ones it renders. Until now the home page
 * ignored this list and showed every section, so each stored list becomes the
 * full list in the page's order: the home page looks the same after the
 * upgrade. Down drops the values the old options lack.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`front_page_settings_sections\``)
  await db.run(sql`INSERT INTO \`front_page_settings_sections\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT s.position, f.id, s.value
    FROM \`front_page_settings\` f
    CROSS JOIN (SELECT 1 AS position, 'carousel' AS value UNION ALL SELECT 2, 'highlights' UNION ALL SELECT 3, 'news'
      UNION ALL SELECT 4, 'research' UNION ALL SELECT 5, 'events' UNION ALL SELECT 6, 'press-releases'
      UNION ALL SELECT 7, 'in-the-news' UNION ALL SELECT 8, 'achievements' UNION ALL SELECT 9, 'testimonials'
      UNION ALL SELECT 10, 'awards' UNION ALL SELECT 11, 'map' UNION ALL SELECT 12, 'partners') s`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`front_page_settings_sections\` WHERE \`value\` IN ('research', 'press-releases', 'in-the-news')`)
}
