import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: narrow rows for the search index (lib/backend/search.ts). Counting a
 * query's hits and ranking its title group visit a heap page per hit; with each
 * document's text and `tsvector` inline, four rows filled a page. The large columns
 * (`body`, `summary`, `document`) are now kept out of line, uncompressed (`EXTERNAL`, so
 * the GIN index needs no recheck that would read them), and the rest of a row, its
 * title and `title_document` (`MAIN`: kept inline) with it, shrinks to a few hundred
 * bytes: about twenty rows a page. PostgreSQL applies a column's storage to rows
 * written after the change, so the rows are written again, their words' counts in
 * `search_words` following by its triggers (truncate, then insert).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "search_index"
      ALTER COLUMN "body" SET STORAGE EXTERNAL,
      ALTER COLUMN "summary" SET STORAGE EXTERNAL,
      ALTER COLUMN "document" SET STORAGE EXTERNAL,
      ALTER COLUMN "title" SET STORAGE MAIN,
      ALTER COLUMN "title_document" SET STORAGE MAIN;
    ALTER TABLE "search_index" SET (toast_tuple_target = 128);

    CREATE TEMPORARY TABLE "search_index_rows" ON COMMIT DROP AS
      SELECT "key", "type", "subtype", "doc_id", "url", "summary", "date", "title", "body" FROM "search_index";
    TRUNCATE "search_index";
    INSERT INTO "search_index" ("key", "type", "subtype", "doc_id", "url", "summary", "date", "title", "body")
      SELECT "key", "type", "subtype", "doc_id", "url", "summary", "date", "title", "body" FROM "search_index_rows";

    UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "search_index"
      ALTER COLUMN "body" SET STORAGE EXTENDED,
      ALTER COLUMN "summary" SET STORAGE EXTENDED,
      ALTER COLUMN "document" SET STORAGE EXTENDED,
      ALTER COLUMN "title" SET STORAGE EXTENDED,
      ALTER COLUMN "title_document" SET STORAGE EXTENDED;
    ALTER TABLE "search_index" RESET (toast_tuple_target);
  `)
}
