import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_terms_day_idx\` ON \`search_terms\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`search_terms_updated_at_idx\` ON \`search_terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_terms_created_at_idx\` ON \`search_terms\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`term_day_idx\` ON \`search_terms\` (\`term\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_terms_id\` integer REFERENCES search_terms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_terms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_terms\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`articles_id\` integer,
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
  	\`form_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`outbox_id\` integer,
  	\`staff_id\` integer,
  	\`used_tokens_id\` integer,
  	\`route_patterns_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publications_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`protocols_id\`) REFERENCES \`protocols\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenders_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_tokens_id\`) REFERENCES \`used_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`route_patterns_id\`) REFERENCES \`route_patterns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "articles_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "form_submissions_id", "subscribers_id", "outbox_id", "staff_id", "used_tokens_id", "route_patterns_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "articles_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "form_submissions_id", "subscribers_id", "outbox_id", "staff_id", "used_tokens_id", "route_patterns_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`used_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_route_patterns_id_idx\` ON \`payload_locked_documents_rels\` (\`route_patterns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
