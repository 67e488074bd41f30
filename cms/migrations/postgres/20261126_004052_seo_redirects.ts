import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_items_children_link_type" AS ENUM('document', 'url');
  CREATE TYPE "public"."enum_menus_items_link_type" AS ENUM('document', 'url');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__front_page_settings_v_version_sections" AS ENUM('carousel', 'highlights', 'news', 'research', 'events', 'press-releases', 'in-the-news', 'achievements', 'testimonials', 'awards', 'map', 'partners');
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"people_id" integer,
  	"protocols_id" integer,
  	"pages_id" integer,
  	"tenders_id" integer
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"people_id" integer,
  	"protocols_id" integer,
  	"pages_id" integer,
  	"tenders_id" integer
  );
  
  CREATE TABLE "_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_product_name" varchar DEFAULT 'Institute' NOT NULL,
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_address" varchar,
  	"version_footer_menu_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_front_page_settings_v_version_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__front_page_settings_v_version_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_front_page_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar DEFAULT 'Research for healthier lives' NOT NULL,
  	"version_hero_summary" varchar,
  	"version_news_count" numeric DEFAULT 4,
  	"version_events_count" numeric DEFAULT 3,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- DATA MIGRATION: news tags leave the model (no page of their own), their rows with these tables;
  -- existing menu entries become typed-in addresses through link_type's default 'url'.
  ALTER TABLE "news_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_texts" CASCADE;
  DROP TABLE "_news_v_texts" CASCADE;
  ALTER TABLE "menus_items_children" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "events" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "events" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "people" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "people" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "people" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_people_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_people_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_people_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "protocols" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "protocols" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "protocols" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "tenders" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "tenders" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "menus_items_children" ADD COLUMN "link_type" "enum_menus_items_children_link_type" DEFAULT 'url';
  ALTER TABLE "menus_items" ADD COLUMN "link_type" "enum_menus_items_link_type" DEFAULT 'url';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "front_page_settings" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "front_page_settings" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "front_page_settings" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_protocols_fk" FOREIGN KEY ("protocols_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_tenders_fk" FOREIGN KEY ("tenders_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_protocols_fk" FOREIGN KEY ("protocols_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_tenders_fk" FOREIGN KEY ("tenders_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_social" ADD CONSTRAINT "_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_footer_menu_id_menus_id_fk" FOREIGN KEY ("version_footer_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_front_page_settings_v_version_sections" ADD CONSTRAINT "_front_page_settings_v_version_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_front_page_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_front_page_settings_v" ADD CONSTRAINT "_front_page_settings_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_news_id_idx" ON "menus_rels" USING btree ("news_id");
  CREATE INDEX "menus_rels_events_id_idx" ON "menus_rels" USING btree ("events_id");
  CREATE INDEX "menus_rels_people_id_idx" ON "menus_rels" USING btree ("people_id");
  CREATE INDEX "menus_rels_protocols_id_idx" ON "menus_rels" USING btree ("protocols_id");
  CREATE INDEX "menus_rels_pages_id_idx" ON "menus_rels" USING btree ("pages_id");
  CREATE INDEX "menus_rels_tenders_id_idx" ON "menus_rels" USING btree ("tenders_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_events_id_idx" ON "redirects_rels" USING btree ("events_id");
  CREATE INDEX "redirects_rels_people_id_idx" ON "redirects_rels" USING btree ("people_id");
  CREATE INDEX "redirects_rels_protocols_id_idx" ON "redirects_rels" USING btree ("protocols_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_tenders_id_idx" ON "redirects_rels" USING btree ("tenders_id");
  CREATE INDEX "_settings_v_version_social_order_idx" ON "_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_settings_v_version_social_parent_id_idx" ON "_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_version_version_footer_menu_idx" ON "_settings_v" USING btree ("version_footer_menu_id");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");
  CREATE INDEX "_front_page_settings_v_version_sections_order_idx" ON "_front_page_settings_v_version_sections" USING btree ("order");
  CREATE INDEX "_front_page_settings_v_version_sections_parent_idx" ON "_front_page_settings_v_version_sections" USING btree ("parent_id");
  CREATE INDEX "_front_page_settings_v_version_meta_version_meta_image_idx" ON "_front_page_settings_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_front_page_settings_v_created_at_idx" ON "_front_page_settings_v" USING btree ("created_at");
  CREATE INDEX "_front_page_settings_v_updated_at_idx" ON "_front_page_settings_v" USING btree ("updated_at");
  ALTER TABLE "news" ADD CONSTRAINT "news_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocols" ADD CONSTRAINT "protocols_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_protocols_v" ADD CONSTRAINT "_protocols_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tenders_v" ADD CONSTRAINT "_tenders_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_page_settings" ADD CONSTRAINT "front_page_settings_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news" USING btree ("meta_image_id");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v" USING btree ("version_meta_image_id");
  CREATE INDEX "events_meta_meta_image_idx" ON "events" USING btree ("meta_image_id");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v" USING btree ("version_meta_image_id");
  CREATE INDEX "people_meta_meta_image_idx" ON "people" USING btree ("meta_image_id");
  CREATE INDEX "_people_v_version_meta_version_meta_image_idx" ON "_people_v" USING btree ("version_meta_image_id");
  CREATE INDEX "protocols_meta_meta_image_idx" ON "protocols" USING btree ("meta_image_id");
  CREATE INDEX "_protocols_v_version_meta_version_meta_image_idx" ON "_protocols_v" USING btree ("version_meta_image_id");
  CREATE INDEX "tenders_meta_meta_image_idx" ON "tenders" USING btree ("meta_image_id");
  CREATE INDEX "_tenders_v_version_meta_version_meta_image_idx" ON "_tenders_v" USING btree ("version_meta_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "front_page_settings_meta_meta_image_idx" ON "front_page_settings" USING btree ("meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "news_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_news_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "menus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_front_page_settings_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_front_page_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "_settings_v_version_social" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  DROP TABLE "_front_page_settings_v_version_sections" CASCADE;
  DROP TABLE "_front_page_settings_v" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_meta_image_id_media_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "people" DROP CONSTRAINT "people_meta_image_id_media_id_fk";
  
  ALTER TABLE "_people_v" DROP CONSTRAINT "_people_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "protocols" DROP CONSTRAINT "protocols_meta_image_id_media_id_fk";
  
  ALTER TABLE "_protocols_v" DROP CONSTRAINT "_protocols_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT "tenders_meta_image_id_media_id_fk";
  
  ALTER TABLE "_tenders_v" DROP CONSTRAINT "_tenders_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "front_page_settings" DROP CONSTRAINT "front_page_settings_meta_image_id_media_id_fk";
  
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "events_meta_meta_image_idx";
  DROP INDEX "_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "people_meta_meta_image_idx";
  DROP INDEX "_people_v_version_meta_version_meta_image_idx";
  DROP INDEX "protocols_meta_meta_image_idx";
  DROP INDEX "_protocols_v_version_meta_version_meta_image_idx";
  DROP INDEX "tenders_meta_meta_image_idx";
  DROP INDEX "_tenders_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "front_page_settings_meta_meta_image_idx";
  ALTER TABLE "menus_items_children" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_texts" ADD CONSTRAINT "_news_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_texts_order_parent" ON "news_texts" USING btree ("order","parent_id");
  CREATE INDEX "_news_v_texts_order_parent" ON "_news_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "news" DROP COLUMN "meta_title";
  ALTER TABLE "news" DROP COLUMN "meta_description";
  ALTER TABLE "news" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "events" DROP COLUMN "meta_title";
  ALTER TABLE "events" DROP COLUMN "meta_description";
  ALTER TABLE "events" DROP COLUMN "meta_image_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "people" DROP COLUMN "meta_title";
  ALTER TABLE "people" DROP COLUMN "meta_description";
  ALTER TABLE "people" DROP COLUMN "meta_image_id";
  ALTER TABLE "_people_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_people_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_people_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "protocols" DROP COLUMN "meta_title";
  ALTER TABLE "protocols" DROP COLUMN "meta_description";
  ALTER TABLE "protocols" DROP COLUMN "meta_image_id";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "tenders" DROP COLUMN "meta_title";
  ALTER TABLE "tenders" DROP COLUMN "meta_description";
  ALTER TABLE "tenders" DROP COLUMN "meta_image_id";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "menus_items_children" DROP COLUMN "link_type";
  ALTER TABLE "menus_items" DROP COLUMN "link_type";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "front_page_settings" DROP COLUMN "meta_title";
  ALTER TABLE "front_page_settings" DROP COLUMN "meta_description";
  ALTER TABLE "front_page_settings" DROP COLUMN "meta_image_id";
  DROP TYPE "public"."enum_menus_items_children_link_type";
  DROP TYPE "public"."enum_menus_items_link_type";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum__front_page_settings_v_version_sections";`)
}
