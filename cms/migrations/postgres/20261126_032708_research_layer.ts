import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_research_themes_review" AS ENUM('writing', 'submitted', 'changes');
  CREATE TYPE "public"."enum_research_themes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_themes_v_version_review" AS ENUM('writing', 'submitted', 'changes');
  CREATE TYPE "public"."enum__research_themes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "people_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"research_themes_id" integer,
  	"global_markers_id" integer
  );
  
  CREATE TABLE "_people_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"research_themes_id" integer,
  	"global_markers_id" integer
  );
  
  CREATE TABLE "protocols_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"research_themes_id" integer,
  	"global_markers_id" integer
  );
  
  CREATE TABLE "_protocols_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"research_themes_id" integer,
  	"global_markers_id" integer
  );
  
  CREATE TABLE "research_themes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"image_id" integer,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"review" "enum_research_themes_review" DEFAULT 'writing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_research_themes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_research_themes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_review" "enum__research_themes_v_version_review" DEFAULT 'writing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__research_themes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "news_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "news_rels" ADD COLUMN "global_markers_id" integer;
  ALTER TABLE "_news_v_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "_news_v_rels" ADD COLUMN "global_markers_id" integer;
  ALTER TABLE "events_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "events_rels" ADD COLUMN "global_markers_id" integer;
  ALTER TABLE "_events_v_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "_events_v_rels" ADD COLUMN "global_markers_id" integer;
  ALTER TABLE "publications_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "_publications_v_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "global_markers" ADD COLUMN "slug" varchar;
  UPDATE "global_markers" SET "slug" = lower(replace(trim("name"), ' ', '-'));
  UPDATE "global_markers" SET "slug" = "slug" || '-' || "id" WHERE "id" NOT IN (SELECT min("id") FROM "global_markers" GROUP BY "slug");
  ALTER TABLE "global_markers" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "global_markers" ADD COLUMN "description" jsonb;
  ALTER TABLE "menus_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_themes_id" integer;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocols_rels" ADD CONSTRAINT "protocols_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocols_rels" ADD CONSTRAINT "protocols_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocols_rels" ADD CONSTRAINT "protocols_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_protocols_v_rels" ADD CONSTRAINT "_protocols_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_protocols_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_protocols_v_rels" ADD CONSTRAINT "_protocols_v_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_protocols_v_rels" ADD CONSTRAINT "_protocols_v_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_themes" ADD CONSTRAINT "research_themes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_themes" ADD CONSTRAINT "research_themes_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_themes_v" ADD CONSTRAINT "_research_themes_v_parent_id_research_themes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research_themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_themes_v" ADD CONSTRAINT "_research_themes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_themes_v" ADD CONSTRAINT "_research_themes_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "people_rels_order_idx" ON "people_rels" USING btree ("order");
  CREATE INDEX "people_rels_parent_idx" ON "people_rels" USING btree ("parent_id");
  CREATE INDEX "people_rels_path_idx" ON "people_rels" USING btree ("path");
  CREATE INDEX "people_rels_research_themes_id_idx" ON "people_rels" USING btree ("research_themes_id");
  CREATE INDEX "people_rels_global_markers_id_idx" ON "people_rels" USING btree ("global_markers_id");
  CREATE INDEX "_people_v_rels_order_idx" ON "_people_v_rels" USING btree ("order");
  CREATE INDEX "_people_v_rels_parent_idx" ON "_people_v_rels" USING btree ("parent_id");
  CREATE INDEX "_people_v_rels_path_idx" ON "_people_v_rels" USING btree ("path");
  CREATE INDEX "_people_v_rels_research_themes_id_idx" ON "_people_v_rels" USING btree ("research_themes_id");
  CREATE INDEX "_people_v_rels_global_markers_id_idx" ON "_people_v_rels" USING btree ("global_markers_id");
  CREATE INDEX "protocols_rels_order_idx" ON "protocols_rels" USING btree ("order");
  CREATE INDEX "protocols_rels_parent_idx" ON "protocols_rels" USING btree ("parent_id");
  CREATE INDEX "protocols_rels_path_idx" ON "protocols_rels" USING btree ("path");
  CREATE INDEX "protocols_rels_research_themes_id_idx" ON "protocols_rels" USING btree ("research_themes_id");
  CREATE INDEX "protocols_rels_global_markers_id_idx" ON "protocols_rels" USING btree ("global_markers_id");
  CREATE INDEX "_protocols_v_rels_order_idx" ON "_protocols_v_rels" USING btree ("order");
  CREATE INDEX "_protocols_v_rels_parent_idx" ON "_protocols_v_rels" USING btree ("parent_id");
  CREATE INDEX "_protocols_v_rels_path_idx" ON "_protocols_v_rels" USING btree ("path");
  CREATE INDEX "_protocols_v_rels_research_themes_id_idx" ON "_protocols_v_rels" USING btree ("research_themes_id");
  CREATE INDEX "_protocols_v_rels_global_markers_id_idx" ON "_protocols_v_rels" USING btree ("global_markers_id");
  CREATE INDEX "research_themes_image_idx" ON "research_themes" USING btree ("image_id");
  CREATE INDEX "research_themes_meta_meta_image_idx" ON "research_themes" USING btree ("meta_image_id");
  CREATE UNIQUE INDEX "research_themes_slug_idx" ON "research_themes" USING btree ("slug");
  CREATE INDEX "research_themes_review_idx" ON "research_themes" USING btree ("review");
  CREATE INDEX "research_themes_updated_at_idx" ON "research_themes" USING btree ("updated_at");
  CREATE INDEX "research_themes_created_at_idx" ON "research_themes" USING btree ("created_at");
  CREATE INDEX "research_themes_deleted_at_idx" ON "research_themes" USING btree ("deleted_at");
  CREATE INDEX "research_themes__status_idx" ON "research_themes" USING btree ("_status");
  CREATE INDEX "_research_themes_v_parent_idx" ON "_research_themes_v" USING btree ("parent_id");
  CREATE INDEX "_research_themes_v_version_version_image_idx" ON "_research_themes_v" USING btree ("version_image_id");
  CREATE INDEX "_research_themes_v_version_meta_version_meta_image_idx" ON "_research_themes_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_research_themes_v_version_version_slug_idx" ON "_research_themes_v" USING btree ("version_slug");
  CREATE INDEX "_research_themes_v_version_version_review_idx" ON "_research_themes_v" USING btree ("version_review");
  CREATE INDEX "_research_themes_v_version_version_updated_at_idx" ON "_research_themes_v" USING btree ("version_updated_at");
  CREATE INDEX "_research_themes_v_version_version_created_at_idx" ON "_research_themes_v" USING btree ("version_created_at");
  CREATE INDEX "_research_themes_v_version_version_deleted_at_idx" ON "_research_themes_v" USING btree ("version_deleted_at");
  CREATE INDEX "_research_themes_v_version_version__status_idx" ON "_research_themes_v" USING btree ("version__status");
  CREATE INDEX "_research_themes_v_created_at_idx" ON "_research_themes_v" USING btree ("created_at");
  CREATE INDEX "_research_themes_v_updated_at_idx" ON "_research_themes_v" USING btree ("updated_at");
  CREATE INDEX "_research_themes_v_latest_idx" ON "_research_themes_v" USING btree ("latest");
  CREATE INDEX "_research_themes_v_autosave_idx" ON "_research_themes_v" USING btree ("autosave");
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_global_markers_fk" FOREIGN KEY ("global_markers_id") REFERENCES "public"."global_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications_rels" ADD CONSTRAINT "publications_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v_rels" ADD CONSTRAINT "_publications_v_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_themes_fk" FOREIGN KEY ("research_themes_id") REFERENCES "public"."research_themes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_rels_research_themes_id_idx" ON "news_rels" USING btree ("research_themes_id");
  CREATE INDEX "news_rels_global_markers_id_idx" ON "news_rels" USING btree ("global_markers_id");
  CREATE INDEX "_news_v_rels_research_themes_id_idx" ON "_news_v_rels" USING btree ("research_themes_id");
  CREATE INDEX "_news_v_rels_global_markers_id_idx" ON "_news_v_rels" USING btree ("global_markers_id");
  CREATE INDEX "events_rels_research_themes_id_idx" ON "events_rels" USING btree ("research_themes_id");
  CREATE INDEX "events_rels_global_markers_id_idx" ON "events_rels" USING btree ("global_markers_id");
  CREATE INDEX "_events_v_rels_research_themes_id_idx" ON "_events_v_rels" USING btree ("research_themes_id");
  CREATE INDEX "_events_v_rels_global_markers_id_idx" ON "_events_v_rels" USING btree ("global_markers_id");
  CREATE INDEX "publications_rels_research_themes_id_idx" ON "publications_rels" USING btree ("research_themes_id");
  CREATE INDEX "_publications_v_rels_research_themes_id_idx" ON "_publications_v_rels" USING btree ("research_themes_id");
  CREATE UNIQUE INDEX "global_markers_slug_idx" ON "global_markers" USING btree ("slug");
  CREATE INDEX "menus_rels_research_themes_id_idx" ON "menus_rels" USING btree ("research_themes_id");
  CREATE INDEX "redirects_rels_research_themes_id_idx" ON "redirects_rels" USING btree ("research_themes_id");
  CREATE INDEX "payload_locked_documents_rels_research_themes_id_idx" ON "payload_locked_documents_rels" USING btree ("research_themes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "people_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocols_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_protocols_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_themes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_themes_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "people_rels" CASCADE;
  DROP TABLE "_people_v_rels" CASCADE;
  DROP TABLE "protocols_rels" CASCADE;
  DROP TABLE "_protocols_v_rels" CASCADE;
  DROP TABLE "research_themes" CASCADE;
  DROP TABLE "_research_themes_v" CASCADE;
  ALTER TABLE "news_rels" DROP CONSTRAINT "news_rels_research_themes_fk";
  
  ALTER TABLE "news_rels" DROP CONSTRAINT "news_rels_global_markers_fk";
  
  ALTER TABLE "_news_v_rels" DROP CONSTRAINT "_news_v_rels_research_themes_fk";
  
  ALTER TABLE "_news_v_rels" DROP CONSTRAINT "_news_v_rels_global_markers_fk";
  
  ALTER TABLE "events_rels" DROP CONSTRAINT "events_rels_research_themes_fk";
  
  ALTER TABLE "events_rels" DROP CONSTRAINT "events_rels_global_markers_fk";
  
  ALTER TABLE "_events_v_rels" DROP CONSTRAINT "_events_v_rels_research_themes_fk";
  
  ALTER TABLE "_events_v_rels" DROP CONSTRAINT "_events_v_rels_global_markers_fk";
  
  ALTER TABLE "publications_rels" DROP CONSTRAINT "publications_rels_research_themes_fk";
  
  ALTER TABLE "_publications_v_rels" DROP CONSTRAINT "_publications_v_rels_research_themes_fk";
  
  ALTER TABLE "menus_rels" DROP CONSTRAINT "menus_rels_research_themes_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_research_themes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_themes_fk";
  
  DROP INDEX "news_rels_research_themes_id_idx";
  DROP INDEX "news_rels_global_markers_id_idx";
  DROP INDEX "_news_v_rels_research_themes_id_idx";
  DROP INDEX "_news_v_rels_global_markers_id_idx";
  DROP INDEX "events_rels_research_themes_id_idx";
  DROP INDEX "events_rels_global_markers_id_idx";
  DROP INDEX "_events_v_rels_research_themes_id_idx";
  DROP INDEX "_events_v_rels_global_markers_id_idx";
  DROP INDEX "publications_rels_research_themes_id_idx";
  DROP INDEX "_publications_v_rels_research_themes_id_idx";
  DROP INDEX "global_markers_slug_idx";
  DROP INDEX "menus_rels_research_themes_id_idx";
  DROP INDEX "redirects_rels_research_themes_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_themes_id_idx";
  ALTER TABLE "news_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "news_rels" DROP COLUMN "global_markers_id";
  ALTER TABLE "_news_v_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "_news_v_rels" DROP COLUMN "global_markers_id";
  ALTER TABLE "events_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "events_rels" DROP COLUMN "global_markers_id";
  ALTER TABLE "_events_v_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "_events_v_rels" DROP COLUMN "global_markers_id";
  ALTER TABLE "publications_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "_publications_v_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "global_markers" DROP COLUMN "slug";
  ALTER TABLE "global_markers" DROP COLUMN "description";
  ALTER TABLE "menus_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "research_themes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_themes_id";
  DROP TYPE "public"."enum_research_themes_review";
  DROP TYPE "public"."enum_research_themes_status";
  DROP TYPE "public"."enum__research_themes_v_version_review";
  DROP TYPE "public"."enum__research_themes_v_version_status";`)
}
