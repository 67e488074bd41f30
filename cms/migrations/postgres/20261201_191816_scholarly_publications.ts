import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { type Run, type Select, readAuthors, readBylines, writeAuthors, writeBylines } from '../publicationAuthorsData'

type Db = MigrateUpArgs['db']
const selectOn = (db: Db): Select => async (query) => (await db.execute(sql.raw(query))).rows
const runOn = (db: Db): Run => async ({ strings, values }) => {
  await db.execute(sql(strings, ...values))
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ---- DATA MIGRATION (authors), part 1 of 2: the old bylines and links, read before the schema changes (cms/migrations/publicationAuthorsData.ts).
  const bylines = await readBylines(selectOn(db))
  await db.execute(sql`
   CREATE TYPE "public"."enum_publications_authors_matched_by" AS ENUM('orcid', 'name', 'editor');
  CREATE TYPE "public"."enum_publications_type" AS ENUM('journal-article', 'preprint', 'report', 'book-chapter', 'book', 'dataset', 'policy-brief', 'conference-paper', 'thesis');
  CREATE TYPE "public"."enum_publications_date_precision" AS ENUM('day', 'month', 'year');
  CREATE TYPE "public"."enum__publications_v_version_authors_matched_by" AS ENUM('orcid', 'name', 'editor');
  CREATE TYPE "public"."enum__publications_v_version_type" AS ENUM('journal-article', 'preprint', 'report', 'book-chapter', 'book', 'dataset', 'policy-brief', 'conference-paper', 'thesis');
  CREATE TYPE "public"."enum__publications_v_version_date_precision" AS ENUM('day', 'month', 'year');
  CREATE TABLE "publications_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"orcid" varchar,
  	"person_id" integer,
  	"matched_by" "enum_publications_authors_matched_by"
  );
  
  CREATE TABLE "publications_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_publications_v_version_authors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"orcid" varchar,
  	"person_id" integer,
  	"matched_by" "enum__publications_v_version_authors_matched_by",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_publications_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "publications_rels" DROP CONSTRAINT "publications_rels_people_fk";
  
  ALTER TABLE "_publications_v_rels" DROP CONSTRAINT "_publications_v_rels_people_fk";
  
  DROP INDEX "publications_rels_people_id_idx";
  DROP INDEX "_publications_v_rels_people_id_idx";
  ALTER TABLE "publications" ADD COLUMN "type" "enum_publications_type" DEFAULT 'journal-article';
  ALTER TABLE "publications" ADD COLUMN "more_authors" boolean DEFAULT false;
  ALTER TABLE "publications" ADD COLUMN "volume" varchar;
  ALTER TABLE "publications" ADD COLUMN "issue" varchar;
  ALTER TABLE "publications" ADD COLUMN "pages" varchar;
  ALTER TABLE "publications" ADD COLUMN "date_precision" "enum_publications_date_precision" DEFAULT 'day';
  ALTER TABLE "publications" ADD COLUMN "pmid" varchar;
  ALTER TABLE "publications" ADD COLUMN "pmcid" varchar;
  ALTER TABLE "publications" ADD COLUMN "licence" varchar;
  ALTER TABLE "publications" ADD COLUMN "pdf_url" varchar;
  ALTER TABLE "publications" ADD COLUMN "related_protocol_id" integer;
  ALTER TABLE "_publications_v" ADD COLUMN "version_type" "enum__publications_v_version_type" DEFAULT 'journal-article';
  ALTER TABLE "_publications_v" ADD COLUMN "version_more_authors" boolean DEFAULT false;
  ALTER TABLE "_publications_v" ADD COLUMN "version_volume" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_issue" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_pages" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_date_precision" "enum__publications_v_version_date_precision" DEFAULT 'day';
  ALTER TABLE "_publications_v" ADD COLUMN "version_pmid" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_pmcid" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_licence" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_pdf_url" varchar;
  ALTER TABLE "_publications_v" ADD COLUMN "version_related_protocol_id" integer;
  ALTER TABLE "publications_authors" ADD CONSTRAINT "publications_authors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications_authors" ADD CONSTRAINT "publications_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications_texts" ADD CONSTRAINT "publications_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v_version_authors" ADD CONSTRAINT "_publications_v_version_authors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v_version_authors" ADD CONSTRAINT "_publications_v_version_authors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v_texts" ADD CONSTRAINT "_publications_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_publications_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "publications_authors_order_idx" ON "publications_authors" USING btree ("_order");
  CREATE INDEX "publications_authors_parent_id_idx" ON "publications_authors" USING btree ("_parent_id");
  CREATE INDEX "publications_authors_person_idx" ON "publications_authors" USING btree ("person_id");
  CREATE INDEX "publications_texts_order_parent" ON "publications_texts" USING btree ("order","parent_id");
  CREATE INDEX "_publications_v_version_authors_order_idx" ON "_publications_v_version_authors" USING btree ("_order");
  CREATE INDEX "_publications_v_version_authors_parent_id_idx" ON "_publications_v_version_authors" USING btree ("_parent_id");
  CREATE INDEX "_publications_v_version_authors_person_idx" ON "_publications_v_version_authors" USING btree ("person_id");
  CREATE INDEX "_publications_v_texts_order_parent" ON "_publications_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "publications" ADD CONSTRAINT "publications_related_protocol_id_protocols_id_fk" FOREIGN KEY ("related_protocol_id") REFERENCES "public"."protocols"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_related_protocol_id_protocols_id_fk" FOREIGN KEY ("version_related_protocol_id") REFERENCES "public"."protocols"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "publications_doi_idx" ON "publications" USING btree ("doi");
  CREATE INDEX "publications_related_protocol_idx" ON "publications" USING btree ("related_protocol_id");
  CREATE INDEX "_publications_v_version_version_doi_idx" ON "_publications_v" USING btree ("version_doi");
  CREATE INDEX "_publications_v_version_version_related_protocol_idx" ON "_publications_v" USING btree ("version_related_protocol_id");
  ALTER TABLE "publications" DROP COLUMN "author_list";
  ALTER TABLE "publications_rels" DROP COLUMN "people_id";
  ALTER TABLE "_publications_v" DROP COLUMN "version_author_list";
  ALTER TABLE "_publications_v_rels" DROP COLUMN "people_id";`)
  // ---- DATA MIGRATION (authors), part 2 of 2: each byline as an ordered list of authors, people linked.
  await writeAuthors(bylines, runOn(db), 'postgres')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- DATA MIGRATION (authors): the authors read before their tables go, written back as bylines at the end.
  const authors = await readAuthors(selectOn(db))
  await db.execute(sql`
   ALTER TABLE "publications_authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "publications_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publications_v_version_authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publications_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "publications_authors" CASCADE;
  DROP TABLE "publications_texts" CASCADE;
  DROP TABLE "_publications_v_version_authors" CASCADE;
  DROP TABLE "_publications_v_texts" CASCADE;
  ALTER TABLE "publications" DROP CONSTRAINT "publications_related_protocol_id_protocols_id_fk";
  
  ALTER TABLE "_publications_v" DROP CONSTRAINT "_publications_v_version_related_protocol_id_protocols_id_fk";
  
  DROP INDEX "publications_doi_idx";
  DROP INDEX "publications_related_protocol_idx";
  DROP INDEX "_publications_v_version_version_doi_idx";
  DROP INDEX "_publications_v_version_version_related_protocol_idx";
  ALTER TABLE "publications" ADD COLUMN "author_list" varchar;
  ALTER TABLE "publications_rels" ADD COLUMN "people_id" integer;
  ALTER TABLE "_publications_v" ADD COLUMN "version_author_list" varchar;
  ALTER TABLE "_publications_v_rels" ADD COLUMN "people_id" integer;
  ALTER TABLE "publications_rels" ADD CONSTRAINT "publications_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_publications_v_rels" ADD CONSTRAINT "_publications_v_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "publications_rels_people_id_idx" ON "publications_rels" USING btree ("people_id");
  CREATE INDEX "_publications_v_rels_people_id_idx" ON "_publications_v_rels" USING btree ("people_id");
  ALTER TABLE "publications" DROP COLUMN "type";
  ALTER TABLE "publications" DROP COLUMN "more_authors";
  ALTER TABLE "publications" DROP COLUMN "volume";
  ALTER TABLE "publications" DROP COLUMN "issue";
  ALTER TABLE "publications" DROP COLUMN "pages";
  ALTER TABLE "publications" DROP COLUMN "date_precision";
  ALTER TABLE "publications" DROP COLUMN "pmid";
  ALTER TABLE "publications" DROP COLUMN "pmcid";
  ALTER TABLE "publications" DROP COLUMN "licence";
  ALTER TABLE "publications" DROP COLUMN "pdf_url";
  ALTER TABLE "publications" DROP COLUMN "related_protocol_id";
  ALTER TABLE "_publications_v" DROP COLUMN "version_type";
  ALTER TABLE "_publications_v" DROP COLUMN "version_more_authors";
  ALTER TABLE "_publications_v" DROP COLUMN "version_volume";
  ALTER TABLE "_publications_v" DROP COLUMN "version_issue";
  ALTER TABLE "_publications_v" DROP COLUMN "version_pages";
  ALTER TABLE "_publications_v" DROP COLUMN "version_date_precision";
  ALTER TABLE "_publications_v" DROP COLUMN "version_pmid";
  ALTER TABLE "_publications_v" DROP COLUMN "version_pmcid";
  ALTER TABLE "_publications_v" DROP COLUMN "version_licence";
  ALTER TABLE "_publications_v" DROP COLUMN "version_pdf_url";
  ALTER TABLE "_publications_v" DROP COLUMN "version_related_protocol_id";
  DROP TYPE "public"."enum_publications_authors_matched_by";
  DROP TYPE "public"."enum_publications_type";
  DROP TYPE "public"."enum_publications_date_precision";
  DROP TYPE "public"."enum__publications_v_version_authors_matched_by";
  DROP TYPE "public"."enum__publications_v_version_type";
  DROP TYPE "public"."enum__publications_v_version_date_precision";`)
  await writeBylines(authors, runOn(db))
}
