import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: what keeps the site search fast on a large index.
 * - `search_version`: one number raised with every change to the index in
 *   the same transaction; results cached under it (lib/backend/search.ts) are
 *   never served once the index has changed, on any server. Kept in step by
 *   lib/backend/searchIndex.ts.
 * - The tsvector stays in the row (storage MAIN): ranking reads it for every
 *   hit, and out of line each read was a lookup in the TOAST table. The body,
 *   needed for the page's snippets only, goes out of line first instead.
 *   Existing rows are rewritten to follow.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "search_version" (
      "id" integer PRIMARY KEY NOT NULL,
      "version" bigint NOT NULL
    );
    INSERT INTO "search_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "search_version"."version" + 1;
    ALTER TABLE "search_index" ALTER COLUMN "document" SET STORAGE MAIN;
    UPDATE "search_index" SET "body" = "body";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "search_version";
    ALTER TABLE "search_index" ALTER COLUMN "document" SET STORAGE EXTENDED;
  `)
}
