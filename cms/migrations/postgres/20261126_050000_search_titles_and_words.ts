import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: what keeps the first search of a common word fast once the
 * index has changed (lib/backend/search.ts).
 * - `title_document`: the title's words alone, with a GIN index: the hits with
 *   a query word in their title, ranked first, are found without visiting the rest.
 * - `search_words`: how many documents of each type have each word (lexeme),
 *   kept in step by triggers on every insert, update, delete and truncate of
 *   `search_index`, so a one-word query is counted without visiting its hits.
 * - The GIN indexes write straight into the index (no pending list), so a search
 *   never scans a list of recent additions.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "search_index" ADD COLUMN IF NOT EXISTS "title_document" tsvector
      GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", ''))) STORED;
    CREATE INDEX IF NOT EXISTS "search_index_title_document_idx" ON "search_index" USING gin ("title_document") WITH (fastupdate = off);
    ALTER INDEX "search_index_document_idx" SET (fastupdate = off);
    SELECT gin_clean_pending_list('search_index_document_idx');

    CREATE TABLE IF NOT EXISTS "search_words" (
      "word" text COLLATE "C" NOT NULL,
      "type" varchar NOT NULL,
      "docs" integer NOT NULL,
      PRIMARY KEY ("word", "type")
    );
    DELETE FROM "search_words";
    INSERT INTO "search_words" ("word", "type", "docs")
      SELECT "word", "type", count(*) FROM "search_index", unnest(tsvector_to_array("document")) AS "word" GROUP BY "word", "type";

    -- Rows are changed in (word, type) order, so two transactions never wait for each other in a circle.
    CREATE OR REPLACE FUNCTION "search_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM "search_words";
      ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO "search_words" AS "s" ("word", "type", "docs")
          SELECT "word", "type", count(*) FROM "new_rows", unnest(tsvector_to_array("document")) AS "word"
          GROUP BY "word", "type" ORDER BY "word", "type"
          ON CONFLICT ("word", "type") DO UPDATE SET "docs" = "s"."docs" + excluded."docs";
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO "search_words" AS "s" ("word", "type", "docs")
          SELECT "word", "type", -count(*) FROM "old_rows", unnest(tsvector_to_array("document")) AS "word"
          GROUP BY "word", "type" ORDER BY "word", "type"
          ON CONFLICT ("word", "type") DO UPDATE SET "docs" = "s"."docs" + excluded."docs";
        DELETE FROM "search_words" AS "s"
          USING (SELECT DISTINCT "word", "type" FROM "old_rows", unnest(tsvector_to_array("document")) AS "word") AS "gone"
          WHERE "s"."word" = "gone"."word" AND "s"."type" = "gone"."type" AND "s"."docs" <= 0;
      ELSE
        INSERT INTO "search_words" AS "s" ("word", "type", "docs")
          SELECT "word", "type", sum("change") FROM (
            SELECT "word", "type", -1 AS "change" FROM "old_rows", unnest(tsvector_to_array("document")) AS "word"
            UNION ALL
            SELECT "word", "type", 1 FROM "new_rows", unnest(tsvector_to_array("document")) AS "word"
          ) AS "changes"
          GROUP BY "word", "type" HAVING sum("change") <> 0 ORDER BY "word", "type"
          ON CONFLICT ("word", "type") DO UPDATE SET "docs" = "s"."docs" + excluded."docs";
        DELETE FROM "search_words" AS "s"
          USING (SELECT DISTINCT "word", "type" FROM "old_rows", unnest(tsvector_to_array("document")) AS "word") AS "gone"
          WHERE "s"."word" = "gone"."word" AND "s"."type" = "gone"."type" AND "s"."docs" <= 0;
      END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER IF EXISTS "search_words_insert" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_update" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_delete" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_truncate" ON "search_index";
    CREATE TRIGGER "search_words_insert" AFTER INSERT ON "search_index"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow"();
    CREATE TRIGGER "search_words_update" AFTER UPDATE ON "search_index"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow"();
    CREATE TRIGGER "search_words_delete" AFTER DELETE ON "search_index"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow"();
    CREATE TRIGGER "search_words_truncate" AFTER TRUNCATE ON "search_index"
      FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow"();

    UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS "search_words_insert" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_update" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_delete" ON "search_index";
    DROP TRIGGER IF EXISTS "search_words_truncate" ON "search_index";
    DROP FUNCTION IF EXISTS "search_words_follow"();
    DROP TABLE IF EXISTS "search_words";
    ALTER INDEX "search_index_document_idx" SET (fastupdate = on);
    DROP INDEX IF EXISTS "search_index_title_document_idx";
    ALTER TABLE "search_index" DROP COLUMN IF EXISTS "title_document";
    UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  `)
}
