import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { institutesZone, publicationZoneColumns } from '../publicationZones'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'publish', 'unpublish', 'schedule', 'cancel-schedule', 'delete', 'delete-permanently', 'restore', 'role-change', 'settings-change', 'sign-in', 'sign-in-failed', 'take-over');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"user_id" integer,
  	"who" varchar,
  	"collection" varchar,
  	"document" varchar,
  	"title" varchar,
  	"detail" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "publishedat_tz" varchar;
  ALTER TABLE "news" ADD COLUMN "review_note" varchar;
  ALTER TABLE "news" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_publishedat_tz" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "review_note" varchar;
  ALTER TABLE "events" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "people" ADD COLUMN "review_note" varchar;
  ALTER TABLE "people" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "people" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_people_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_people_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_people_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "publications" ADD COLUMN "publishedat_tz" varchar;
  ALTER TABLE "publications" ADD COLUMN "review_note" varchar;
  ALTER TABLE "publications" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "publications" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_publications_v" ADD COLUMN "version_publishedat_tz" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_publications_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "protocols" ADD COLUMN "review_note" varchar;
  ALTER TABLE "protocols" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "protocols" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "research_themes" ADD COLUMN "review_note" varchar;
  ALTER TABLE "research_themes" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "research_themes" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_research_themes_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_research_themes_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_research_themes_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "publishedat_tz" varchar;
  ALTER TABLE "tenders" ADD COLUMN "review_note" varchar;
  ALTER TABLE "tenders" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_publishedat_tz" varchar;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "leaders" ADD COLUMN "review_note" varchar;
  ALTER TABLE "leaders" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "leaders" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_leaders_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_leaders_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_leaders_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_note" varchar;
  ALTER TABLE "pages" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_who_idx" ON "audit_log" USING btree ("who");
  CREATE INDEX "audit_log_collection_idx" ON "audit_log" USING btree ("collection");
  CREATE INDEX "audit_log_document_idx" ON "audit_log" USING btree ("document");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "news" ADD CONSTRAINT "news_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocols" ADD CONSTRAINT "protocols_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocols" ADD CONSTRAINT "protocols_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_protocols_v" ADD CONSTRAINT "_protocols_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_protocols_v" ADD CONSTRAINT "_protocols_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_themes" ADD CONSTRAINT "research_themes_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_themes" ADD CONSTRAINT "research_themes_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_themes_v" ADD CONSTRAINT "_research_themes_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_themes_v" ADD CONSTRAINT "_research_themes_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tenders_v" ADD CONSTRAINT "_tenders_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tenders_v" ADD CONSTRAINT "_tenders_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_submitted_by_idx" ON "news" USING btree ("submitted_by_id");
  CREATE INDEX "news_edited_by_idx" ON "news" USING btree ("edited_by_id");
  CREATE INDEX "_news_v_version_version_submitted_by_idx" ON "_news_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_news_v_version_version_edited_by_idx" ON "_news_v" USING btree ("version_edited_by_id");
  CREATE INDEX "events_submitted_by_idx" ON "events" USING btree ("submitted_by_id");
  CREATE INDEX "events_edited_by_idx" ON "events" USING btree ("edited_by_id");
  CREATE INDEX "_events_v_version_version_submitted_by_idx" ON "_events_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_events_v_version_version_edited_by_idx" ON "_events_v" USING btree ("version_edited_by_id");
  CREATE INDEX "people_submitted_by_idx" ON "people" USING btree ("submitted_by_id");
  CREATE INDEX "people_edited_by_idx" ON "people" USING btree ("edited_by_id");
  CREATE INDEX "_people_v_version_version_submitted_by_idx" ON "_people_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_people_v_version_version_edited_by_idx" ON "_people_v" USING btree ("version_edited_by_id");
  CREATE INDEX "publications_submitted_by_idx" ON "publications" USING btree ("submitted_by_id");
  CREATE INDEX "publications_edited_by_idx" ON "publications" USING btree ("edited_by_id");
  CREATE INDEX "_publications_v_version_version_submitted_by_idx" ON "_publications_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_publications_v_version_version_edited_by_idx" ON "_publications_v" USING btree ("version_edited_by_id");
  CREATE INDEX "protocols_submitted_by_idx" ON "protocols" USING btree ("submitted_by_id");
  CREATE INDEX "protocols_edited_by_idx" ON "protocols" USING btree ("edited_by_id");
  CREATE INDEX "_protocols_v_version_version_submitted_by_idx" ON "_protocols_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_protocols_v_version_version_edited_by_idx" ON "_protocols_v" USING btree ("version_edited_by_id");
  CREATE INDEX "research_themes_submitted_by_idx" ON "research_themes" USING btree ("submitted_by_id");
  CREATE INDEX "research_themes_edited_by_idx" ON "research_themes" USING btree ("edited_by_id");
  CREATE INDEX "_research_themes_v_version_version_submitted_by_idx" ON "_research_themes_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_research_themes_v_version_version_edited_by_idx" ON "_research_themes_v" USING btree ("version_edited_by_id");
  CREATE INDEX "tenders_submitted_by_idx" ON "tenders" USING btree ("submitted_by_id");
  CREATE INDEX "tenders_edited_by_idx" ON "tenders" USING btree ("edited_by_id");
  CREATE INDEX "_tenders_v_version_version_submitted_by_idx" ON "_tenders_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_tenders_v_version_version_edited_by_idx" ON "_tenders_v" USING btree ("version_edited_by_id");
  CREATE INDEX "leaders_submitted_by_idx" ON "leaders" USING btree ("submitted_by_id");
  CREATE INDEX "leaders_edited_by_idx" ON "leaders" USING btree ("edited_by_id");
  CREATE INDEX "_leaders_v_version_version_submitted_by_idx" ON "_leaders_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_leaders_v_version_version_edited_by_idx" ON "_leaders_v" USING btree ("version_edited_by_id");
  CREATE INDEX "pages_submitted_by_idx" ON "pages" USING btree ("submitted_by_id");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "_pages_v_version_version_submitted_by_idx" ON "_pages_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");`)
  for (const [table, column] of publicationZoneColumns)
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${institutesZone()} WHERE ${sql.identifier(column)} IS NULL`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_submitted_by_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_edited_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_submitted_by_id_users_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_edited_by_id_users_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "people" DROP CONSTRAINT "people_submitted_by_id_users_id_fk";
  
  ALTER TABLE "people" DROP CONSTRAINT "people_edited_by_id_users_id_fk";
  
  ALTER TABLE "_people_v" DROP CONSTRAINT "_people_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_people_v" DROP CONSTRAINT "_people_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "publications" DROP CONSTRAINT "publications_submitted_by_id_users_id_fk";
  
  ALTER TABLE "publications" DROP CONSTRAINT "publications_edited_by_id_users_id_fk";
  
  ALTER TABLE "_publications_v" DROP CONSTRAINT "_publications_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_publications_v" DROP CONSTRAINT "_publications_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "protocols" DROP CONSTRAINT "protocols_submitted_by_id_users_id_fk";
  
  ALTER TABLE "protocols" DROP CONSTRAINT "protocols_edited_by_id_users_id_fk";
  
  ALTER TABLE "_protocols_v" DROP CONSTRAINT "_protocols_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_protocols_v" DROP CONSTRAINT "_protocols_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "research_themes" DROP CONSTRAINT "research_themes_submitted_by_id_users_id_fk";
  
  ALTER TABLE "research_themes" DROP CONSTRAINT "research_themes_edited_by_id_users_id_fk";
  
  ALTER TABLE "_research_themes_v" DROP CONSTRAINT "_research_themes_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_research_themes_v" DROP CONSTRAINT "_research_themes_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT "tenders_submitted_by_id_users_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT "tenders_edited_by_id_users_id_fk";
  
  ALTER TABLE "_tenders_v" DROP CONSTRAINT "_tenders_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_tenders_v" DROP CONSTRAINT "_tenders_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "leaders" DROP CONSTRAINT "leaders_submitted_by_id_users_id_fk";
  
  ALTER TABLE "leaders" DROP CONSTRAINT "leaders_edited_by_id_users_id_fk";
  
  ALTER TABLE "_leaders_v" DROP CONSTRAINT "_leaders_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_leaders_v" DROP CONSTRAINT "_leaders_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_submitted_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "news_submitted_by_idx";
  DROP INDEX "news_edited_by_idx";
  DROP INDEX "_news_v_version_version_submitted_by_idx";
  DROP INDEX "_news_v_version_version_edited_by_idx";
  DROP INDEX "events_submitted_by_idx";
  DROP INDEX "events_edited_by_idx";
  DROP INDEX "_events_v_version_version_submitted_by_idx";
  DROP INDEX "_events_v_version_version_edited_by_idx";
  DROP INDEX "people_submitted_by_idx";
  DROP INDEX "people_edited_by_idx";
  DROP INDEX "_people_v_version_version_submitted_by_idx";
  DROP INDEX "_people_v_version_version_edited_by_idx";
  DROP INDEX "publications_submitted_by_idx";
  DROP INDEX "publications_edited_by_idx";
  DROP INDEX "_publications_v_version_version_submitted_by_idx";
  DROP INDEX "_publications_v_version_version_edited_by_idx";
  DROP INDEX "protocols_submitted_by_idx";
  DROP INDEX "protocols_edited_by_idx";
  DROP INDEX "_protocols_v_version_version_submitted_by_idx";
  DROP INDEX "_protocols_v_version_version_edited_by_idx";
  DROP INDEX "research_themes_submitted_by_idx";
  DROP INDEX "research_themes_edited_by_idx";
  DROP INDEX "_research_themes_v_version_version_submitted_by_idx";
  DROP INDEX "_research_themes_v_version_version_edited_by_idx";
  DROP INDEX "tenders_submitted_by_idx";
  DROP INDEX "tenders_edited_by_idx";
  DROP INDEX "_tenders_v_version_version_submitted_by_idx";
  DROP INDEX "_tenders_v_version_version_edited_by_idx";
  DROP INDEX "leaders_submitted_by_idx";
  DROP INDEX "leaders_edited_by_idx";
  DROP INDEX "_leaders_v_version_version_submitted_by_idx";
  DROP INDEX "_leaders_v_version_version_edited_by_idx";
  DROP INDEX "pages_submitted_by_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "_pages_v_version_version_submitted_by_idx";
  DROP INDEX "_pages_v_version_version_edited_by_idx";
  ALTER TABLE "news" DROP COLUMN "publishedat_tz";
  ALTER TABLE "news" DROP COLUMN "review_note";
  ALTER TABLE "news" DROP COLUMN "submitted_by_id";
  ALTER TABLE "news" DROP COLUMN "edited_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "_news_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_news_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "events" DROP COLUMN "review_note";
  ALTER TABLE "events" DROP COLUMN "submitted_by_id";
  ALTER TABLE "events" DROP COLUMN "edited_by_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_events_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "people" DROP COLUMN "review_note";
  ALTER TABLE "people" DROP COLUMN "submitted_by_id";
  ALTER TABLE "people" DROP COLUMN "edited_by_id";
  ALTER TABLE "_people_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_people_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_people_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "publications" DROP COLUMN "publishedat_tz";
  ALTER TABLE "publications" DROP COLUMN "review_note";
  ALTER TABLE "publications" DROP COLUMN "submitted_by_id";
  ALTER TABLE "publications" DROP COLUMN "edited_by_id";
  ALTER TABLE "_publications_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "_publications_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_publications_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_publications_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "protocols" DROP COLUMN "review_note";
  ALTER TABLE "protocols" DROP COLUMN "submitted_by_id";
  ALTER TABLE "protocols" DROP COLUMN "edited_by_id";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "research_themes" DROP COLUMN "review_note";
  ALTER TABLE "research_themes" DROP COLUMN "submitted_by_id";
  ALTER TABLE "research_themes" DROP COLUMN "edited_by_id";
  ALTER TABLE "_research_themes_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_research_themes_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_research_themes_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "tenders" DROP COLUMN "publishedat_tz";
  ALTER TABLE "tenders" DROP COLUMN "review_note";
  ALTER TABLE "tenders" DROP COLUMN "submitted_by_id";
  ALTER TABLE "tenders" DROP COLUMN "edited_by_id";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "leaders" DROP COLUMN "review_note";
  ALTER TABLE "leaders" DROP COLUMN "submitted_by_id";
  ALTER TABLE "leaders" DROP COLUMN "edited_by_id";
  ALTER TABLE "_leaders_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_leaders_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_leaders_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_note";
  ALTER TABLE "pages" DROP COLUMN "submitted_by_id";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_pages_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by_id";
  DROP TYPE "public"."enum_audit_log_action";`)
}
