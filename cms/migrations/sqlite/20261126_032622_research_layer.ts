import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`people_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`global_markers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_markers_id\`) REFERENCES \`global_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`people_rels_order_idx\` ON \`people_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`people_rels_parent_idx\` ON \`people_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`people_rels_path_idx\` ON \`people_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`people_rels_research_themes_id_idx\` ON \`people_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`people_rels_global_markers_id_idx\` ON \`people_rels\` (\`global_markers_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`global_markers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_markers_id\`) REFERENCES \`global_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_rels_order_idx\` ON \`_people_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_parent_idx\` ON \`_people_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_path_idx\` ON \`_people_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_research_themes_id_idx\` ON \`_people_v_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_global_markers_id_idx\` ON \`_people_v_rels\` (\`global_markers_id\`);`)
  await db.run(sql`CREATE TABLE \`protocols_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`global_markers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_markers_id\`) REFERENCES \`global_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`protocols_rels_order_idx\` ON \`protocols_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`protocols_rels_parent_idx\` ON \`protocols_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`protocols_rels_path_idx\` ON \`protocols_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`protocols_rels_research_themes_id_idx\` ON \`protocols_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`protocols_rels_global_markers_id_idx\` ON \`protocols_rels\` (\`global_markers_id\`);`)
  await db.run(sql`CREATE TABLE \`_protocols_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`global_markers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_protocols_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_markers_id\`) REFERENCES \`global_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_protocols_v_rels_order_idx\` ON \`_protocols_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_rels_parent_idx\` ON \`_protocols_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_rels_path_idx\` ON \`_protocols_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_rels_research_themes_id_idx\` ON \`_protocols_v_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`_protocols_v_rels_global_markers_id_idx\` ON \`_protocols_v_rels\` (\`global_markers_id\`);`)
  await db.run(sql`CREATE TABLE \`research_themes\` (
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
  await db.run(sql`CREATE INDEX \`research_themes_image_idx\` ON \`research_themes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_meta_meta_image_idx\` ON \`research_themes\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`research_themes_slug_idx\` ON \`research_themes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_review_idx\` ON \`research_themes\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_updated_at_idx\` ON \`research_themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_created_at_idx\` ON \`research_themes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes_deleted_at_idx\` ON \`research_themes\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`research_themes__status_idx\` ON \`research_themes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_research_themes_v\` (
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
  await db.run(sql`ALTER TABLE \`news_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`ALTER TABLE \`news_rels\` ADD \`global_markers_id\` integer REFERENCES global_markers(id);`)
  await db.run(sql`CREATE INDEX \`news_rels_research_themes_id_idx\` ON \`news_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_global_markers_id_idx\` ON \`news_rels\` (\`global_markers_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`ALTER TABLE \`_news_v_rels\` ADD \`global_markers_id\` integer REFERENCES global_markers(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_research_themes_id_idx\` ON \`_news_v_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_global_markers_id_idx\` ON \`_news_v_rels\` (\`global_markers_id\`);`)
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`global_markers_id\` integer REFERENCES global_markers(id);`)
  await db.run(sql`CREATE INDEX \`events_rels_research_themes_id_idx\` ON \`events_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_global_markers_id_idx\` ON \`events_rels\` (\`global_markers_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`ALTER TABLE \`_events_v_rels\` ADD \`global_markers_id\` integer REFERENCES global_markers(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_research_themes_id_idx\` ON \`_events_v_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_global_markers_id_idx\` ON \`_events_v_rels\` (\`global_markers_id\`);`)
  await db.run(sql`ALTER TABLE \`publications_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`CREATE INDEX \`publications_rels_research_themes_id_idx\` ON \`publications_rels\` (\`research_themes_id\`);`)
  await db.run(sql`ALTER TABLE \`_publications_v_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_research_themes_id_idx\` ON \`_publications_v_rels\` (\`research_themes_id\`);`)
  // Field sites that exist already get their address from their name (duplicates keep their id apart).
  await db.run(sql`ALTER TABLE \`global_markers\` ADD \`slug\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`global_markers\` SET \`slug\` = lower(replace(trim(\`name\`), ' ', '-'));`)
  await db.run(
    sql`UPDATE \`global_markers\` SET \`slug\` = \`slug\` || '-' || \`id\` WHERE \`id\` NOT IN (SELECT min(\`id\`) FROM \`global_markers\` GROUP BY \`slug\`);`,
  )
  await db.run(sql`ALTER TABLE \`global_markers\` ADD \`description\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`global_markers_slug_idx\` ON \`global_markers\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`menus_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`CREATE INDEX \`menus_rels_research_themes_id_idx\` ON \`menus_rels\` (\`research_themes_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_research_themes_id_idx\` ON \`redirects_rels\` (\`research_themes_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`research_themes_id\` integer REFERENCES research_themes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`research_themes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`people_rels\`;`)
  await db.run(sql`DROP TABLE \`_people_v_rels\`;`)
  await db.run(sql`DROP TABLE \`protocols_rels\`;`)
  await db.run(sql`DROP TABLE \`_protocols_v_rels\`;`)
  await db.run(sql`DROP TABLE \`research_themes\`;`)
  await db.run(sql`DROP TABLE \`_research_themes_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_rels\` RENAME TO \`news_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_people_id_idx\` ON \`news_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v_rels\` RENAME TO \`_news_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_people_id_idx\` ON \`_news_v_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_rels\` RENAME TO \`events_rels\`;`)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_people_id_idx\` ON \`events_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_rels\` RENAME TO \`_events_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_people_id_idx\` ON \`_events_v_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_publications_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_publications_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`publications_rels\`;`)
  await db.run(sql`DROP TABLE \`publications_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_publications_rels\` RENAME TO \`publications_rels\`;`)
  await db.run(sql`CREATE INDEX \`publications_rels_order_idx\` ON \`publications_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_parent_idx\` ON \`publications_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_path_idx\` ON \`publications_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`publications_rels_people_id_idx\` ON \`publications_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__publications_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_publications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__publications_v_rels\`("id", "order", "parent_id", "path", "people_id") SELECT "id", "order", "parent_id", "path", "people_id" FROM \`_publications_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_publications_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__publications_v_rels\` RENAME TO \`_publications_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_order_idx\` ON \`_publications_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_parent_idx\` ON \`_publications_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_path_idx\` ON \`_publications_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_rels_people_id_idx\` ON \`_publications_v_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`people_id\` integer,
  	\`protocols_id\` integer,
  	\`pages_id\` integer,
  	\`tenders_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`protocols_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenders_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "protocols_id", "pages_id", "tenders_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "protocols_id", "pages_id", "tenders_id" FROM \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus_rels\` RENAME TO \`menus_rels\`;`)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_news_id_idx\` ON \`menus_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_events_id_idx\` ON \`menus_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_people_id_idx\` ON \`menus_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_protocols_id_idx\` ON \`menus_rels\` (\`protocols_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_pages_id_idx\` ON \`menus_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_tenders_id_idx\` ON \`menus_rels\` (\`tenders_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`people_id\` integer,
  	\`protocols_id\` integer,
  	\`pages_id\` integer,
  	\`tenders_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`protocols_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenders_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "protocols_id", "pages_id", "tenders_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "protocols_id", "pages_id", "tenders_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_events_id_idx\` ON \`redirects_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_people_id_idx\` ON \`redirects_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_protocols_id_idx\` ON \`redirects_rels\` (\`protocols_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_tenders_id_idx\` ON \`redirects_rels\` (\`tenders_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`people_id\` integer,
  	\`publications_id\` integer,
  	\`protocols_id\` integer,
  	\`tenders_id\` integer,
  	\`leaders_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`achievements_id\` integer,
  	\`awards_id\` integer,
  	\`carousel_images_id\` integer,
  	\`collaborations_id\` integer,
  	\`countries_id\` integer,
  	\`divisions_id\` integer,
  	\`donates_id\` integer,
  	\`donors_id\` integer,
  	\`global_markers_id\` integer,
  	\`highlight_topics_id\` integer,
  	\`highlights_id\` integer,
  	\`items_id\` integer,
  	\`media_resources_id\` integer,
  	\`menus_id\` integer,
  	\`pinned_searches_id\` integer,
  	\`quick_links_id\` integer,
  	\`testimonials_id\` integer,
  	\`subscribers_id\` integer,
  	\`outbox_id\` integer,
  	\`staff_id\` integer,
  	\`staff_portraits_id\` integer,
  	\`used_tokens_id\` integer,
  	\`search_terms_id\` integer,
  	\`route_patterns_id\` integer,
  	\`users_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publications_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`protocols_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenders_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`awards_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousel_images_id\`) REFERENCES \`carousel_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collaborations_id\`) REFERENCES \`collaborations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`divisions_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donates_id\`) REFERENCES \`donates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donors_id\`) REFERENCES \`donors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_markers_id\`) REFERENCES \`global_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`highlight_topics_id\`) REFERENCES \`highlight_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`highlights_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`items_id\`) REFERENCES \`items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_resources_id\`) REFERENCES \`media_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pinned_searches_id\`) REFERENCES \`pinned_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quick_links_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_portraits_id\`) REFERENCES \`staff_portraits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_tokens_id\`) REFERENCES \`used_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_terms_id\`) REFERENCES \`search_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`route_patterns_id\`) REFERENCES \`route_patterns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "subscribers_id", "outbox_id", "staff_id", "staff_portraits_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id", "forms_id", "form_submissions_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "subscribers_id", "outbox_id", "staff_id", "staff_portraits_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id", "forms_id", "form_submissions_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`publications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_protocols_id_idx\` ON \`payload_locked_documents_rels\` (\`protocols_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenders_id_idx\` ON \`payload_locked_documents_rels\` (\`tenders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousel_images_id_idx\` ON \`payload_locked_documents_rels\` (\`carousel_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_collaborations_id_idx\` ON \`payload_locked_documents_rels\` (\`collaborations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_divisions_id_idx\` ON \`payload_locked_documents_rels\` (\`divisions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donates_id_idx\` ON \`payload_locked_documents_rels\` (\`donates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donors_id_idx\` ON \`payload_locked_documents_rels\` (\`donors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_global_markers_id_idx\` ON \`payload_locked_documents_rels\` (\`global_markers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_highlight_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`highlight_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_highlights_id_idx\` ON \`payload_locked_documents_rels\` (\`highlights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_items_id_idx\` ON \`payload_locked_documents_rels\` (\`items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`media_resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pinned_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`pinned_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_portraits_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_portraits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`used_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_route_patterns_id_idx\` ON \`payload_locked_documents_rels\` (\`route_patterns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`global_markers_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`global_markers\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`global_markers\` DROP COLUMN \`description\`;`)
}
