import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_topics" AS ENUM('news', 'press-releases', 'events', 'publications');
  CREATE TYPE "public"."enum_newsletter_issues_topics" AS ENUM('news', 'press-releases', 'events', 'publications');
  CREATE TYPE "public"."enum_newsletter_issues_sections_topic" AS ENUM('news', 'press-releases', 'events', 'publications');
  CREATE TYPE "public"."enum_newsletter_issues_state" AS ENUM('draft', 'sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('queued', 'claimed', 'sending', 'sent', 'bounced', 'failed', 'interrupted');
  ALTER TYPE "public"."enum_subscribers_status" ADD VALUE 'bounced';
  CREATE TABLE "subscribers_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_subscribers_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "newsletter_issues_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_newsletter_issues_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "newsletter_issues_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" "enum_newsletter_issues_sections_topic",
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"url" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"slug" varchar,
  	"intro" varchar,
  	"state" "enum_newsletter_issues_state" DEFAULT 'draft' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"sent_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issue_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"claimed_by" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "bounce_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "subscribers_topics" ADD CONSTRAINT "subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_topics" ADD CONSTRAINT "newsletter_issues_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_sections" ADD CONSTRAINT "newsletter_issues_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_issues_sections" ADD CONSTRAINT "newsletter_issues_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subscribers_topics_order_idx" ON "subscribers_topics" USING btree ("order");
  CREATE INDEX "subscribers_topics_parent_idx" ON "subscribers_topics" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_topics_order_idx" ON "newsletter_issues_topics" USING btree ("order");
  CREATE INDEX "newsletter_issues_topics_parent_idx" ON "newsletter_issues_topics" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_sections_order_idx" ON "newsletter_issues_sections" USING btree ("_order");
  CREATE INDEX "newsletter_issues_sections_parent_id_idx" ON "newsletter_issues_sections" USING btree ("_parent_id");
  CREATE INDEX "newsletter_issues_sections_image_idx" ON "newsletter_issues_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "newsletter_issues_slug_idx" ON "newsletter_issues" USING btree ("slug");
  CREATE INDEX "newsletter_issues_state_idx" ON "newsletter_issues" USING btree ("state");
  CREATE INDEX "newsletter_issues_sent_at_idx" ON "newsletter_issues" USING btree ("sent_at");
  CREATE INDEX "newsletter_issues_sent_by_idx" ON "newsletter_issues" USING btree ("sent_by_id");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_deliveries_issue_idx" ON "newsletter_deliveries" USING btree ("issue_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "issue_subscriber_idx" ON "newsletter_deliveries" USING btree ("issue_id","subscriber_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscribers_topics" CASCADE;
  DROP TABLE "newsletter_issues_topics" CASCADE;
  DROP TABLE "newsletter_issues_sections" CASCADE;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_subscribers_status";
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'subscribed', 'unsubscribed');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_subscribers_status" USING "status"::"public"."enum_subscribers_status";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "subscribers" DROP COLUMN "bounced_at";
  ALTER TABLE "subscribers" DROP COLUMN "bounce_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  DROP TYPE "public"."enum_subscribers_topics";
  DROP TYPE "public"."enum_newsletter_issues_topics";
  DROP TYPE "public"."enum_newsletter_issues_sections_topic";
  DROP TYPE "public"."enum_newsletter_issues_state";
  DROP TYPE "public"."enum_newsletter_deliveries_status";`)
}
