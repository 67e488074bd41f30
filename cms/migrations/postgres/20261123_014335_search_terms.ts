import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_terms_id" integer;
  CREATE INDEX "search_terms_day_idx" ON "search_terms" USING btree ("day");
  CREATE INDEX "search_terms_updated_at_idx" ON "search_terms" USING btree ("updated_at");
  CREATE INDEX "search_terms_created_at_idx" ON "search_terms" USING btree ("created_at");
  CREATE UNIQUE INDEX "term_day_idx" ON "search_terms" USING btree ("term","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_terms_fk" FOREIGN KEY ("search_terms_id") REFERENCES "public"."search_terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_terms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_terms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_terms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_terms_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_terms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_terms_id";`)
}
