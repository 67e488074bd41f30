import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: `search_version`, one number raised with every change to the
 * site search's index in the same transaction; results cached under it
 * (lib/backend/search.ts) are never served once the index has changed, on any
 * server. Kept in step by lib/backend/searchIndex.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "search_version" (
      "id" integer PRIMARY KEY NOT NULL,
      "version" bigint NOT NULL
    );
    INSERT INTO "search_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "search_version"."version" + 1;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_version"`)
}
