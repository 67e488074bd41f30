import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { institutesZone, publicationZoneColumns } from '../publicationZones'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`who\` text,
  	\`collection\` text,
  	\`document\` text,
  	\`title\` text,
  	\`detail\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_idx\` ON \`audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_who_idx\` ON \`audit_log\` (\`who\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_collection_idx\` ON \`audit_log\` (\`collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_document_idx\` ON \`audit_log\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`news_submitted_by_idx\` ON \`news\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`news_edited_by_idx\` ON \`news\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_submitted_by_idx\` ON \`_news_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_edited_by_idx\` ON \`_news_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`events_submitted_by_idx\` ON \`events\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`events_edited_by_idx\` ON \`events\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_submitted_by_idx\` ON \`_events_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_edited_by_idx\` ON \`_events_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`people_submitted_by_idx\` ON \`people\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`people_edited_by_idx\` ON \`people\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_people_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_people_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_people_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_submitted_by_idx\` ON \`_people_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_edited_by_idx\` ON \`_people_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`publications\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`publications_submitted_by_idx\` ON \`publications\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_edited_by_idx\` ON \`publications\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_publications_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_submitted_by_idx\` ON \`_publications_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_edited_by_idx\` ON \`_publications_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`protocols\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`protocols\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`protocols\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`protocols_submitted_by_idx\` ON \`protocols\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`protocols_edited_by_idx\` ON \`protocols\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_protocols_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_protocols_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_protocols_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_submitted_by_idx\` ON \`_protocols_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_edited_by_idx\` ON \`_protocols_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`research_themes\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`research_themes\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`research_themes\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`research_themes_submitted_by_idx\` ON \`research_themes\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_edited_by_idx\` ON \`research_themes\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_research_themes_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_research_themes_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_research_themes_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_submitted_by_idx\` ON \`_research_themes_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_edited_by_idx\` ON \`_research_themes_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`tenders_submitted_by_idx\` ON \`tenders\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_edited_by_idx\` ON \`tenders\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_tenders_v\` ADD \`version_publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`_tenders_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_tenders_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_tenders_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_submitted_by_idx\` ON \`_tenders_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_edited_by_idx\` ON \`_tenders_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leaders_submitted_by_idx\` ON \`leaders\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_edited_by_idx\` ON \`leaders\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_submitted_by_idx\` ON \`_leaders_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_edited_by_idx\` ON \`_leaders_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_submitted_by_idx\` ON \`pages\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_submitted_by_idx\` ON \`_pages_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  for (const [table, column] of publicationZoneColumns)
    await db.run(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${institutesZone()} WHERE ${sql.identifier(column)} IS NULL`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`type\` text DEFAULT 'news',
  	\`summary\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`division_id\` integer,
  	\`source_outlet\` text,
  	\`source_url\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`published_at\` text,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "type", "summary", "image_id", "body", "division_id", "source_outlet", "source_url", "meta_title", "meta_description", "meta_image_id", "slug", "published_at", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "type", "summary", "image_id", "body", "division_id", "source_outlet", "source_url", "meta_title", "meta_description", "meta_image_id", "slug", "published_at", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_type_idx\` ON \`news\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_division_idx\` ON \`news\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_review_idx\` ON \`news\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_type\` text DEFAULT 'news',
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_division_id\` integer,
  	\`version_source_outlet\` text,
  	\`version_source_url\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_type", "version_summary", "version_image_id", "version_body", "version_division_id", "version_source_outlet", "version_source_url", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_published_at", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_type", "version_summary", "version_image_id", "version_body", "version_division_id", "version_source_outlet", "version_source_url", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_published_at", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_type_idx\` ON \`_news_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_division_idx\` ON \`_news_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_review_idx\` ON \`_news_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`time_zone\` text DEFAULT 'Africa/Nairobi',
  	\`venue\` text,
  	\`address\` text,
  	\`online\` integer DEFAULT false,
  	\`registration_url\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`division_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "title", "starts_at", "ends_at", "time_zone", "venue", "address", "online", "registration_url", "summary", "image_id", "body", "division_id", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "starts_at", "ends_at", "time_zone", "venue", "address", "online", "registration_url", "summary", "image_id", "body", "division_id", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_starts_at_idx\` ON \`events\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_division_idx\` ON \`events\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`events_meta_meta_image_idx\` ON \`events\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_review_idx\` ON \`events\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events_deleted_at_idx\` ON \`events\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_time_zone\` text DEFAULT 'Africa/Nairobi',
  	\`version_venue\` text,
  	\`version_address\` text,
  	\`version_online\` integer DEFAULT false,
  	\`version_registration_url\` text,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_division_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_title", "version_starts_at", "version_ends_at", "version_time_zone", "version_venue", "version_address", "version_online", "version_registration_url", "version_summary", "version_image_id", "version_body", "version_division_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_starts_at", "version_ends_at", "version_time_zone", "version_venue", "version_address", "version_online", "version_registration_url", "version_summary", "version_image_id", "version_body", "version_division_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_starts_at_idx\` ON \`_events_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_division_idx\` ON \`_events_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_meta_version_meta_image_idx\` ON \`_events_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_review_idx\` ON \`_events_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_deleted_at_idx\` ON \`_events_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_autosave_idx\` ON \`_events_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`honorific\` text,
  	\`position\` text,
  	\`division_id\` integer,
  	\`photo_id\` integer,
  	\`summary\` text,
  	\`biography\` text,
  	\`email\` text,
  	\`orcid\` text,
  	\`is_researcher\` integer DEFAULT true,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people\`("id", "name", "honorific", "position", "division_id", "photo_id", "summary", "biography", "email", "orcid", "is_researcher", "meta_title", "meta_description", "meta_image_id", "slug", "order", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "honorific", "position", "division_id", "photo_id", "summary", "biography", "email", "orcid", "is_researcher", "meta_title", "meta_description", "meta_image_id", "slug", "order", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`people\`;`)
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`ALTER TABLE \`__new_people\` RENAME TO \`people\`;`)
  await db.run(sql`CREATE INDEX \`people_division_idx\` ON \`people\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_meta_meta_image_idx\` ON \`people\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_slug_idx\` ON \`people\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`people_review_idx\` ON \`people\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`people_deleted_at_idx\` ON \`people\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`people__status_idx\` ON \`people\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__people_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_honorific\` text,
  	\`version_position\` text,
  	\`version_division_id\` integer,
  	\`version_photo_id\` integer,
  	\`version_summary\` text,
  	\`version_biography\` text,
  	\`version_email\` text,
  	\`version_orcid\` text,
  	\`version_is_researcher\` integer DEFAULT true,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__people_v\`("id", "parent_id", "version_name", "version_honorific", "version_position", "version_division_id", "version_photo_id", "version_summary", "version_biography", "version_email", "version_orcid", "version_is_researcher", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_honorific", "version_position", "version_division_id", "version_photo_id", "version_summary", "version_biography", "version_email", "version_orcid", "version_is_researcher", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_people_v\`;`)
  await db.run(sql`DROP TABLE \`_people_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__people_v\` RENAME TO \`_people_v\`;`)
  await db.run(sql`CREATE INDEX \`_people_v_parent_idx\` ON \`_people_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_division_idx\` ON \`_people_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_photo_idx\` ON \`_people_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_meta_version_meta_image_idx\` ON \`_people_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_review_idx\` ON \`_people_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_at_idx\` ON \`_people_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_created_at_idx\` ON \`_people_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_deleted_at_idx\` ON \`_people_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version__status_idx\` ON \`_people_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_created_at_idx\` ON \`_people_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_updated_at_idx\` ON \`_people_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_latest_idx\` ON \`_people_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_autosave_idx\` ON \`_people_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`author_list\` text,
  	\`journal\` text,
  	\`published_at\` text,
  	\`doi\` text,
  	\`url\` text,
  	\`abstract\` text,
  	\`division_id\` integer,
  	\`open_access\` integer DEFAULT true,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_publications\`("id", "title", "slug", "author_list", "journal", "published_at", "doi", "url", "abstract", "division_id", "open_access", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "slug", "author_list", "journal", "published_at", "doi", "url", "abstract", "division_id", "open_access", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`publications\`;`)
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`ALTER TABLE \`__new_publications\` RENAME TO \`publications\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`publications_slug_idx\` ON \`publications\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`publications_published_at_idx\` ON \`publications\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_division_idx\` ON \`publications\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_review_idx\` ON \`publications\` (\`review\`);`)
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
  	\`version_doi\` text,
  	\`version_url\` text,
  	\`version_abstract\` text,
  	\`version_division_id\` integer,
  	\`version_open_access\` integer DEFAULT true,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__publications_v\`("id", "parent_id", "version_title", "version_slug", "version_author_list", "version_journal", "version_published_at", "version_doi", "version_url", "version_abstract", "version_division_id", "version_open_access", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_author_list", "version_journal", "version_published_at", "version_doi", "version_url", "version_abstract", "version_division_id", "version_open_access", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_publications_v\`;`)
  await db.run(sql`DROP TABLE \`_publications_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__publications_v\` RENAME TO \`_publications_v\`;`)
  await db.run(sql`CREATE INDEX \`_publications_v_parent_idx\` ON \`_publications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_slug_idx\` ON \`_publications_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_published_at_idx\` ON \`_publications_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_division_idx\` ON \`_publications_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_review_idx\` ON \`_publications_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_updated_at_idx\` ON \`_publications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_created_at_idx\` ON \`_publications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_deleted_at_idx\` ON \`_publications_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version__status_idx\` ON \`_publications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_created_at_idx\` ON \`_publications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_updated_at_idx\` ON \`_publications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_latest_idx\` ON \`_publications_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_autosave_idx\` ON \`_publications_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_protocols\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`protocol_number\` text,
  	\`version\` text DEFAULT '1.0',
  	\`study_status\` text DEFAULT 'recruiting',
  	\`approved_at\` text,
  	\`principal_investigator_id\` integer,
  	\`division_id\` integer,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`principal_investigator_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_protocols\`("id", "title", "protocol_number", "version", "study_status", "approved_at", "principal_investigator_id", "division_id", "summary", "body", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "protocol_number", "version", "study_status", "approved_at", "principal_investigator_id", "division_id", "summary", "body", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`protocols\`;`)
  await db.run(sql`DROP TABLE \`protocols\`;`)
  await db.run(sql`ALTER TABLE \`__new_protocols\` RENAME TO \`protocols\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`protocols_protocol_number_idx\` ON \`protocols\` (\`protocol_number\`);`)
  await db.run(sql`CREATE INDEX \`protocols_principal_investigator_idx\` ON \`protocols\` (\`principal_investigator_id\`);`)
  await db.run(sql`CREATE INDEX \`protocols_division_idx\` ON \`protocols\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`protocols_meta_meta_image_idx\` ON \`protocols\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`protocols_slug_idx\` ON \`protocols\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`protocols_review_idx\` ON \`protocols\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`protocols_updated_at_idx\` ON \`protocols\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`protocols_created_at_idx\` ON \`protocols\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`protocols_deleted_at_idx\` ON \`protocols\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`protocols__status_idx\` ON \`protocols\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__protocols_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_protocol_number\` text,
  	\`version_version\` text DEFAULT '1.0',
  	\`version_study_status\` text DEFAULT 'recruiting',
  	\`version_approved_at\` text,
  	\`version_principal_investigator_id\` integer,
  	\`version_division_id\` integer,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_principal_investigator_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__protocols_v\`("id", "parent_id", "version_title", "version_protocol_number", "version_version", "version_study_status", "version_approved_at", "version_principal_investigator_id", "version_division_id", "version_summary", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_protocol_number", "version_version", "version_study_status", "version_approved_at", "version_principal_investigator_id", "version_division_id", "version_summary", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_protocols_v\`;`)
  await db.run(sql`DROP TABLE \`_protocols_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__protocols_v\` RENAME TO \`_protocols_v\`;`)
  await db.run(sql`CREATE INDEX \`_protocols_v_parent_idx\` ON \`_protocols_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_protocol_number_idx\` ON \`_protocols_v\` (\`version_protocol_number\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_principal_investigator_idx\` ON \`_protocols_v\` (\`version_principal_investigator_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_division_idx\` ON \`_protocols_v\` (\`version_division_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_meta_version_meta_image_idx\` ON \`_protocols_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_slug_idx\` ON \`_protocols_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_review_idx\` ON \`_protocols_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_updated_at_idx\` ON \`_protocols_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_created_at_idx\` ON \`_protocols_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version_deleted_at_idx\` ON \`_protocols_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_version_version__status_idx\` ON \`_protocols_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_created_at_idx\` ON \`_protocols_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_updated_at_idx\` ON \`_protocols_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_latest_idx\` ON \`_protocols_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_autosave_idx\` ON \`_protocols_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_research_themes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_research_themes\`("id", "title", "summary", "image_id", "body", "meta_title", "meta_description", "meta_image_id", "slug", "order", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "summary", "image_id", "body", "meta_title", "meta_description", "meta_image_id", "slug", "order", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`research_themes\`;`)
  await db.run(sql`DROP TABLE \`research_themes\`;`)
  await db.run(sql`ALTER TABLE \`__new_research_themes\` RENAME TO \`research_themes\`;`)
  await db.run(sql`CREATE INDEX \`research_themes_image_idx\` ON \`research_themes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_meta_meta_image_idx\` ON \`research_themes\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`research_themes_slug_idx\` ON \`research_themes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_review_idx\` ON \`research_themes\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_updated_at_idx\` ON \`research_themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_created_at_idx\` ON \`research_themes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_deleted_at_idx\` ON \`research_themes\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes__status_idx\` ON \`research_themes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__research_themes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__research_themes_v\`("id", "parent_id", "version_title", "version_summary", "version_image_id", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_summary", "version_image_id", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_research_themes_v\`;`)
  await db.run(sql`DROP TABLE \`_research_themes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__research_themes_v\` RENAME TO \`_research_themes_v\`;`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_parent_idx\` ON \`_research_themes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_image_idx\` ON \`_research_themes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_meta_version_meta_image_idx\` ON \`_research_themes_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_slug_idx\` ON \`_research_themes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_review_idx\` ON \`_research_themes_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_updated_at_idx\` ON \`_research_themes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_created_at_idx\` ON \`_research_themes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version_deleted_at_idx\` ON \`_research_themes_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_version_version__status_idx\` ON \`_research_themes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_created_at_idx\` ON \`_research_themes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_updated_at_idx\` ON \`_research_themes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_latest_idx\` ON \`_research_themes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_research_themes_v_autosave_idx\` ON \`_research_themes_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_tenders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`reference\` text,
  	\`status\` text DEFAULT 'open',
  	\`published_at\` text,
  	\`closes_at\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tenders\`("id", "title", "reference", "status", "published_at", "closes_at", "summary", "body", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "reference", "status", "published_at", "closes_at", "summary", "body", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`tenders\`;`)
  await db.run(sql`DROP TABLE \`tenders\`;`)
  await db.run(sql`ALTER TABLE \`__new_tenders\` RENAME TO \`tenders\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenders_reference_idx\` ON \`tenders\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`tenders_status_idx\` ON \`tenders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tenders_published_at_idx\` ON \`tenders\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`tenders_meta_meta_image_idx\` ON \`tenders\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenders_slug_idx\` ON \`tenders\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenders_review_idx\` ON \`tenders\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`tenders_updated_at_idx\` ON \`tenders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenders_created_at_idx\` ON \`tenders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tenders_deleted_at_idx\` ON \`tenders\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`tenders__status_idx\` ON \`tenders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__tenders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_reference\` text,
  	\`version_status\` text DEFAULT 'open',
  	\`version_published_at\` text,
  	\`version_closes_at\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__tenders_v\`("id", "parent_id", "version_title", "version_reference", "version_status", "version_published_at", "version_closes_at", "version_summary", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_reference", "version_status", "version_published_at", "version_closes_at", "version_summary", "version_body", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_tenders_v\`;`)
  await db.run(sql`DROP TABLE \`_tenders_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__tenders_v\` RENAME TO \`_tenders_v\`;`)
  await db.run(sql`CREATE INDEX \`_tenders_v_parent_idx\` ON \`_tenders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_reference_idx\` ON \`_tenders_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_status_idx\` ON \`_tenders_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_published_at_idx\` ON \`_tenders_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_meta_version_meta_image_idx\` ON \`_tenders_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_slug_idx\` ON \`_tenders_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_review_idx\` ON \`_tenders_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_updated_at_idx\` ON \`_tenders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_created_at_idx\` ON \`_tenders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version_deleted_at_idx\` ON \`_tenders_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_version_version__status_idx\` ON \`_tenders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_created_at_idx\` ON \`_tenders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_updated_at_idx\` ON \`_tenders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_latest_idx\` ON \`_tenders_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_tenders_v_autosave_idx\` ON \`_tenders_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`role\` text,
  	\`group\` text,
  	\`photo_id\` integer,
  	\`biography\` text,
  	\`person_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leaders\`("id", "name", "slug", "role", "group", "photo_id", "biography", "person_id", "order", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "slug", "role", "group", "photo_id", "biography", "person_id", "order", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`leaders\`;`)
  await db.run(sql`DROP TABLE \`leaders\`;`)
  await db.run(sql`ALTER TABLE \`__new_leaders\` RENAME TO \`leaders\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_slug_idx\` ON \`leaders\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`leaders_group_idx\` ON \`leaders\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`leaders_photo_idx\` ON \`leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_person_idx\` ON \`leaders\` (\`person_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_review_idx\` ON \`leaders\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_deleted_at_idx\` ON \`leaders\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders__status_idx\` ON \`leaders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__leaders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_role\` text,
  	\`version_group\` text,
  	\`version_photo_id\` integer,
  	\`version_biography\` text,
  	\`version_person_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__leaders_v\`("id", "parent_id", "version_name", "version_slug", "version_role", "version_group", "version_photo_id", "version_biography", "version_person_id", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_role", "version_group", "version_photo_id", "version_biography", "version_person_id", "version_order", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_leaders_v\`;`)
  await db.run(sql`DROP TABLE \`_leaders_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__leaders_v\` RENAME TO \`_leaders_v\`;`)
  await db.run(sql`CREATE INDEX \`_leaders_v_parent_idx\` ON \`_leaders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_slug_idx\` ON \`_leaders_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_group_idx\` ON \`_leaders_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_photo_idx\` ON \`_leaders_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_person_idx\` ON \`_leaders_v\` (\`version_person_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_review_idx\` ON \`_leaders_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_updated_at_idx\` ON \`_leaders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_created_at_idx\` ON \`_leaders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_deleted_at_idx\` ON \`_leaders_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version__status_idx\` ON \`_leaders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_created_at_idx\` ON \`_leaders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_updated_at_idx\` ON \`_leaders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_latest_idx\` ON \`_leaders_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_autosave_idx\` ON \`_leaders_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`form_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`review\` text DEFAULT 'writing',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "summary", "image_id", "body", "form_id", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "summary", "image_id", "body", "form_id", "meta_title", "meta_description", "meta_image_id", "slug", "review", "updated_at", "created_at", "deleted_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_form_idx\` ON \`pages\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_idx\` ON \`pages\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_form_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_review\` text DEFAULT 'writing',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_summary", "version_image_id", "version_body", "version_form_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_summary", "version_image_id", "version_body", "version_form_id", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_review", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_form_idx\` ON \`_pages_v\` (\`version_form_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_review_idx\` ON \`_pages_v\` (\`version_review\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
}
