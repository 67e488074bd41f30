import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the site search's full-text index. One row per public document;
 * a stored tsvector weights the title (A) above the body (B), with a GIN index.
 * Kept in step by cms/hooks/searchIndex.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "search_index" (
      "key" varchar PRIMARY KEY NOT NULL,
      "type" varchar NOT NULL,
      "subtype" varchar NOT NULL,
      "doc_id" varchar NOT NULL,
      "url" varchar NOT NULL,
      "summary" text NOT NULL DEFAULT '',
      "date" varchar,
      "title" text NOT NULL,
      "body" text NOT NULL DEFAULT '',
      "document" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("body", '')), 'B')
      ) STORED
    );
    CREATE INDEX IF NOT EXISTS "search_index_document_idx" ON "search_index" USING gin ("document");
    CREATE INDEX IF NOT EXISTS "search_index_type_idx" ON "search_index" ("type");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_index"`)
}
