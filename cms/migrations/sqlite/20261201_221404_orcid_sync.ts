import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orcid_works\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`person_id\` integer NOT NULL,
  	\`doi\` text NOT NULL,
  	\`journal\` text,
  	\`year\` numeric,
  	\`type\` text,
  	\`authors\` text,
  	\`put_code\` text,
  	\`orcid_modified\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`change\` text,
  	\`publication_id\` integer,
  	\`decided_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`publication_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orcid_works_person_idx\` ON \`orcid_works\` (\`person_id\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_doi_idx\` ON \`orcid_works\` (\`doi\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_status_idx\` ON \`orcid_works\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_publication_idx\` ON \`orcid_works\` (\`publication_id\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_decided_by_idx\` ON \`orcid_works\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_updated_at_idx\` ON \`orcid_works\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orcid_works_created_at_idx\` ON \`orcid_works\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orcid_works_id\` integer REFERENCES orcid_works(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orcid_works_id_idx\` ON \`payload_locked_documents_rels\` (\`orcid_works_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orcid_works\`;`)
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
  	\`research_themes_id\` integer,
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
  	\`search_synonyms_id\` integer,
  	\`quick_links_id\` integer,
  	\`testimonials_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_issues_id\` integer,
  	\`newsletter_deliveries_id\` integer,
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
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quick_links_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "research_themes_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "search_synonyms_id", "quick_links_id", "testimonials_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "outbox_id", "staff_id", "staff_portraits_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id", "forms_id", "form_submissions_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "research_themes_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "search_synonyms_id", "quick_links_id", "testimonials_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "outbox_id", "staff_id", "staff_portraits_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id", "forms_id", "form_submissions_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`research_themes_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
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
}
