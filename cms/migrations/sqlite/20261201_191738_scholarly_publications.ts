import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { type Run, type Select, readAuthors, readBylines, writeAuthors, writeBylines } from '../publicationAuthorsData'

type Db = MigrateUpArgs['db']
const selectOn = (db: Db): Select => async (query) => (await db.all(sql.raw(query))) as Record<string, unknown>[]
const runOn = (db: Db): Run => async ({ strings, values }) => {
  await db.run(sql(strings, ...values))
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ---- DATA MIGRATION (authors), part 1 of 2: the old bylines and links, read before the schema changes (cms/migrations/publicationAuthorsData.ts).
  const bylines = await readBylines(selectOn(db))
  await db.run(sql`CREATE TABLE \`publications_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`orcid\` text,
  	\`person_id\` integer,
  	\`matched_by\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`publications_authors_order_idx\` ON \`publications_authors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`publications_authors_parent_id_idx\` ON \`publications_authors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_authors_person_idx\` ON \`publications_authors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`publications_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`publications_texts_order_parent\` ON \`publications_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_publications_v_version_authors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`orcid\` text,
  	\`person_id\` integer,
  	\`matched_by\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_publications_v_version_authors_order_idx\` ON \`_publications_v_version_authors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_authors_parent_id_idx\` ON \`_publications_v_version_authors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_authors_person_idx\` ON \`_publications_v_version_authors\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`_publications_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_publications_v_texts_order_parent\` ON \`_publications_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_publications_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_publications_rels\`("id", "order", "parent_id", "path", "research_themes_id") SELECT "id", "order", "parent_id", "path", "research_themes_id" FROM \`publications_rels\`;`)
  await db.run(sql`DROP TABLE \`publications_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_publications_rels\` RENAME TO \`publications_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`publications_rels_order_idx\` ON \`publications_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_parent_idx\` ON \`publications_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_path_idx\` ON \`publications_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_research_themes_id_idx\` ON \`publications_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__publications_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__publications_v_rels\`("id", "order", "parent_id", "path", "research_themes_id") SELECT "id", "order", "parent_id", "path", "research_themes_id" FROM \`_publications_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_publications_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__publications_v_rels\` RENAME TO \`_publications_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_order_idx\` ON \`_publications_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_parent_idx\` ON \`_publications_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_path_idx\` ON \`_publications_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_research_themes_id_idx\` ON \`_publications_v_rels\` (\`research_themes_id\`);`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`type\` text DEFAULT 'journal-article';`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`more_authors\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`volume\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`issue\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`pages\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`date_precision\` text DEFAULT 'day';`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`pmid\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`pmcid\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`licence\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`pdf_url\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`related_protocol_id\` integer REFERENCES protocols(id);`)
  await db.run(sql`CREATE INDEX \`publications_doi_idx\` ON \`publications\` (\`doi\`);`)
  await db.run(sql`CREATE INDEX \`publications_related_protocol_idx\` ON \`publications\` (\`related_protocol_id\`);`)
  await db.run(sql`ALTER TABLE \`publications\` DROP COLUMN \`author_list\`;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_type\` text DEFAULT 'journal-article';`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_more_authors\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_volume\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_issue\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_pages\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_date_precision\` text DEFAULT 'day';`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_pmid\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_pmcid\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_licence\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_pdf_url\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_related_protocol_id\` integer REFERENCES protocols(id);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_doi_idx\` ON \`_publications_v\` (\`version_doi\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_related_protocol_idx\` ON \`_publications_v\` (\`version_related_protocol_id\`);`)
  await db.run(sql`ALTER TABLE \`_publications_v\` DROP COLUMN \`version_author_list\`;`)
  // ---- DATA MIGRATION (authors), part 2 of 2: each byline as an ordered list of authors, people linked.
  await writeAuthors(bylines, runOn(db), 'sqlite')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- DATA MIGRATION (authors): the authors read before their tables go, written back as bylines at the end.
  const authors = await readAuthors(selectOn(db))
  await db.run(sql`DROP TABLE \`publications_authors\`;`)
  await db.run(sql`DROP TABLE \`publications_texts\`;`)
  await db.run(sql`DROP TABLE \`_publications_v_version_authors\`;`)
  await db.run(sql`DROP TABLE \`_publications_v_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`author_list\` text,
  	\`journal\` text,
  	\`published_at\` text,
  	\`publishedat_tz\` text,
  	\`doi\` text,
  	\`url\` text,
  	\`abstract\` text,
  	\`division_id\` integer,
  	\`open_access\` integer DEFAULT true,
  	\`review_note\` text,
  	\`review\` text DEFAULT 'writing',
  	\`submitted_by_id\` integer,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_publications\`("id", "title", "slug", "author_list", "journal", "published_at", "publishedat_tz", "doi", "url", "abstract", "division_id", "open_access", "review_note", "review", "submitted_by_id", "edited_by_id", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "slug", '', "journal", "published_at", "publishedat_tz", "doi", "url", "abstract", "division_id", "open_access", "review_note", "review", "submitted_by_id", "edited_by_id", "updated_at", "created_at", "deleted_at", "_status" FROM \`publications\`;`)
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_publications\` RENAME TO \`publications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`publications_slug_idx\` ON \`publications\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`publications_published_at_idx\` ON \`publications\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_division_idx\` ON \`publications\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_review_idx\` ON \`publications\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`publications_submitted_by_idx\` ON \`publications\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_edited_by_idx\` ON \`publications\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_updated_at_idx\` ON \`publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_created_at_idx\` ON \`publications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_deleted_at_idx\` ON \`publications\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`publications__status_idx\` ON \`publications\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_author_list\` text,
  	\`version_journal\` text,
  	\`version_published_at\` text,
  	\`version_publishedat_tz\` text,
  	\`version_doi\` text,
  	\`version_url\` text,
  	\`version_abstract\` text,
  	\`version_division_id\` integer,
  	\`version_open_access\` integer DEFAULT true,
  	\`version_review_note\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_submitted_by_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__publications_v\`("id", "parent_id", "version_title", "version_slug", "version_author_list", "version_journal", "version_published_at", "version_publishedat_tz", "version_doi", "version_url", "version_abstract", "version_division_id", "version_open_access", "version_review_note", "version_review", "version_submitted_by_id", "version_edited_by_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", '', "version_journal", "version_published_at", "version_publishedat_tz", "version_doi", "version_url", "version_abstract", "version_division_id", "version_open_access", "version_review_note", "version_review", "version_submitted_by_id", "version_edited_by_id", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_publications_v\`;`)
  await db.run(sql`DROP TABLE \`_publications_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__publications_v\` RENAME TO \`_publications_v\`;`)
  await db.run(sql`CREATE INDEX \`_publications_v_parent_idx\` ON \`_publications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_slug_idx\` ON \`_publications_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_published_at_idx\` ON \`_publications_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_division_idx\` ON \`_publications_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_review_idx\` ON \`_publications_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_submitted_by_idx\` ON \`_publications_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_edited_by_idx\` ON \`_publications_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_updated_at_idx\` ON \`_publications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_created_at_idx\` ON \`_publications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_deleted_at_idx\` ON \`_publications_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version__status_idx\` ON \`_publications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_created_at_idx\` ON \`_publications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_updated_at_idx\` ON \`_publications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_latest_idx\` ON \`_publications_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_autosave_idx\` ON \`_publications_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`publications_rels\` ADD \`people_id\` integer REFERENCES people(id);`)
  await db.run(sql`CREATE INDEX \`publications_rels_people_id_idx\` ON \`publications_rels\` (\`people_id\`);`)
  await db.run(sql`ALTER TABLE \`_publications_v_rels\` ADD \`people_id\` integer REFERENCES people(id);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_people_id_idx\` ON \`_publications_v_rels\` (\`people_id\`);`)
  await writeBylines(authors, runOn(db))
}
