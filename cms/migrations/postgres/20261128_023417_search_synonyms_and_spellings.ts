import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { fillSpellings } from '../../../lib/searchIndex/spelling'

/**
 * Generated: the editors' search synonyms. Hand-written (the last statements
 * of `up`): the index's words as they are spelt and their one-letter-deleted
 * variants, for spelling suggestions (lib/searchIndex/spelling.ts), filled
 * from the index as it is.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  CREATE UNIQUE INDEX "search_synonyms_words_idx" ON "search_synonyms" USING btree ("words");
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");`)
  await db.execute(sql`
    CREATE TABLE "search_spellings" ("word" text COLLATE "C" PRIMARY KEY NOT NULL, "docs" integer NOT NULL);
    CREATE TABLE "search_spelling_variants" (
      "variant" text COLLATE "C" NOT NULL,
      "word" text COLLATE "C" NOT NULL,
      PRIMARY KEY ("variant", "word")
    );
    CREATE INDEX "search_spelling_variants_word_idx" ON "search_spelling_variants" USING btree ("word");`)
  await fillSpellings(payload, req)
  await db.execute(sql`UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_spelling_variants";
   DROP TABLE "search_spellings";
   ALTER TABLE "search_synonyms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_synonyms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";`)
}
