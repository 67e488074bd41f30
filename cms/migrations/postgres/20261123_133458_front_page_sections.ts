import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Generated, plus data: the home page's sections become the ones it renders.
 * Until now the home page ignored this list and showed every section, so each
 * stored list becomes the full list in the page's order: the home page looks
 * the same after the upgrade. Down drops the values the old type lacks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "front_page_settings_sections" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_front_page_settings_sections";
  CREATE TYPE "public"."enum_front_page_settings_sections" AS ENUM('carousel', 'highlights', 'news', 'research', 'events', 'press-releases', 'in-the-news', 'achievements', 'testimonials', 'awards', 'map', 'partners');
  ALTER TABLE "front_page_settings_sections" ALTER COLUMN "value" SET DATA TYPE "public"."enum_front_page_settings_sections" USING "value"::"public"."enum_front_page_settings_sections";
  DELETE FROM "front_page_settings_sections";
  INSERT INTO "front_page_settings_sections" ("order", "parent_id", "value")
    SELECT s.position, f.id, s.value::"public"."enum_front_page_settings_sections"
    FROM "front_page_settings" f
    CROSS JOIN (VALUES (1, 'carousel'), (2, 'highlights'), (3, 'news'), (4, 'research'), (5, 'events'), (6, 'press-releases'),
      (7, 'in-the-news'), (8, 'achievements'), (9, 'testimonials'), (10, 'awards'), (11, 'map'), (12, 'partners')) AS s(position, value);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "front_page_settings_sections" WHERE "value" IN ('research', 'press-releases', 'in-the-news');
   ALTER TABLE "front_page_settings_sections" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_front_page_settings_sections";
  CREATE TYPE "public"."enum_front_page_settings_sections" AS ENUM('carousel', 'highlights', 'news', 'events', 'achievements', 'awards', 'testimonials', 'partners', 'map');
  ALTER TABLE "front_page_settings_sections" ALTER COLUMN "value" SET DATA TYPE "public"."enum_front_page_settings_sections" USING "value"::"public"."enum_front_page_settings_sections";`)
}
