import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orcid_works_type" AS ENUM('journal-article', 'preprint', 'report', 'book-chapter', 'book', 'dataset', 'policy-brief', 'conference-paper', 'thesis');
  CREATE TYPE "public"."enum_orcid_works_status" AS ENUM('pending', 'accepted', 'dismissed');
  CREATE TYPE "public"."enum_orcid_works_change" AS ENUM('new', 'changed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'orcidSweep' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'orcidWorks' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'orcidSweep' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'orcidWorks' BEFORE 'createCollectionExport';
  CREATE TABLE "orcid_works" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"person_id" integer NOT NULL,
  	"doi" varchar NOT NULL,
  	"journal" varchar,
  	"year" numeric,
  	"type" "enum_orcid_works_type",
  	"authors" varchar,
  	"put_code" varchar,
  	"orcid_modified" varchar,
  	"status" "enum_orcid_works_status" DEFAULT 'pending' NOT NULL,
  	"change" "enum_orcid_works_change",
  	"publication_id" integer,
  	"decided_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orcid_works_id" integer;
  ALTER TABLE "orcid_works" ADD CONSTRAINT "orcid_works_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orcid_works" ADD CONSTRAINT "orcid_works_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orcid_works" ADD CONSTRAINT "orcid_works_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orcid_works_person_idx" ON "orcid_works" USING btree ("person_id");
  CREATE INDEX "orcid_works_doi_idx" ON "orcid_works" USING btree ("doi");
  CREATE INDEX "orcid_works_status_idx" ON "orcid_works" USING btree ("status");
  CREATE INDEX "orcid_works_publication_idx" ON "orcid_works" USING btree ("publication_id");
  CREATE INDEX "orcid_works_decided_by_idx" ON "orcid_works" USING btree ("decided_by_id");
  CREATE INDEX "orcid_works_updated_at_idx" ON "orcid_works" USING btree ("updated_at");
  CREATE INDEX "orcid_works_created_at_idx" ON "orcid_works" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orcid_works_fk" FOREIGN KEY ("orcid_works_id") REFERENCES "public"."orcid_works"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orcid_works_id_idx" ON "payload_locked_documents_rels" USING btree ("orcid_works_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orcid_works" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orcid_works" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orcid_works_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_orcid_works_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orcid_works_id";
  DROP TYPE "public"."enum_orcid_works_type";
  DROP TYPE "public"."enum_orcid_works_status";
  DROP TYPE "public"."enum_orcid_works_change";`)
}
