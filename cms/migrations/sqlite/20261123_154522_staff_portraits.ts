import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyUploads, removeUploads } from '../uploadFiles'

/**
 * Staff photos get an upload collection of their own (`staff-portraits`, files
 * in DATA_DIR/staff-portraits), apart from the public media library. The
 * generated schema change, with the data moved around it: the registry's
 * photos are copied over with their ids, and media rows nothing else uses are
 * removed with their files. Down puts every portrait back into media.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_portraits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_portraits_updated_at_idx\` ON \`staff_portraits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_portraits_created_at_idx\` ON \`staff_portraits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_portraits_filename_idx\` ON \`staff_portraits\` (\`filename\`);`)
  // The registry's photos move with their ids, so staff.photo_id stays valid through the rebuild below.
  await db.run(sql`INSERT INTO \`staff_portraits\` (\`id\`, \`updated_at\`, \`created_at\`, \`url\`, \`filename\`, \`mime_type\`, \`filesize\`, \`width\`, \`height\`, \`focal_x\`, \`focal_y\`)
    SELECT \`id\`, \`updated_at\`, \`created_at\`, '/cms/api/staff-portraits/file/' || \`filename\`, \`filename\`, \`mime_type\`, \`filesize\`, \`width\`, \`height\`, \`focal_x\`, \`focal_y\`
    FROM \`media\` WHERE \`id\` IN (SELECT \`photo_id\` FROM \`staff\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`employee_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`division_id\` integer,
  	\`photo_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`staff_portraits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_staff\`("id", "employee_id", "name", "designation", "division_id", "photo_id", "status", "updated_at", "created_at") SELECT "id", "employee_id", "name", "designation", "division_id", "photo_id", "status", "updated_at", "created_at" FROM \`staff\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`ALTER TABLE \`__new_staff\` RENAME TO \`staff\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_employee_id_idx\` ON \`staff\` (\`employee_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_division_idx\` ON \`staff\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_photo_idx\` ON \`staff\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_portraits_id\` integer REFERENCES staff_portraits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_portraits_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_portraits_id\`);`)
  await removeMediaOnlyStaffUsed(db)
}

/**
 * A photo that was in the media library only for the registry leaves it, file
 * and all; one that anything else still uses (a public profile's portrait, an
 * old version of a page) stays there too. Uses are the foreign keys to media.
 */
async function removeMediaOnlyStaffUsed(db: MigrateUpArgs['db']) {
  const { rows: references } = await db.run(
    sql`SELECT m.name AS "table", f."from" AS "column" FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = 'media' AND m.name <> 'payload_locked_documents_rels'`,
  )
  const unused = references.map(({ table, column }) => `AND NOT EXISTS (SELECT 1 FROM \`${table}\` u WHERE u.\`${column}\` = \`media\`.\`id\`)`)
  const { rows: removed } = await db.run(
    sql.raw(
      `DELETE FROM \`media\` WHERE \`id\` IN (SELECT \`id\` FROM \`staff_portraits\`) ${unused.join(' ')}
       RETURNING \`filename\`, \`sizes_thumbnail_filename\`, \`sizes_card_filename\``,
    ),
  )
  const { rows: moved } = await db.run(sql`SELECT \`filename\` FROM \`staff_portraits\``)
  copyUploads('media', 'staff-portraits', moved.map((row) => String(row.filename)))
  removeUploads('media', removed.flatMap((row) => [row.filename, row.sizes_thumbnail_filename, row.sizes_card_filename].map(text)))
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)
export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Every portrait goes back into the media library (one already there by filename is used as it is).
  const { rows: portraits } = await db.run(
    sql`SELECT p.*, (SELECT \`name\` FROM \`staff\` s WHERE s.\`photo_id\` = p.\`id\` LIMIT 1) AS \`staff_name\` FROM \`staff_portraits\` p`,
  )
  const mediaIdOf = new Map<unknown, unknown>()
  for (const p of portraits) {
    const { rows: existing } = await db.run(sql`SELECT \`id\` FROM \`media\` WHERE \`filename\` = ${p.filename}`)
    const { rows: inserted } = existing.length
      ? { rows: existing }
      : await db.run(sql`INSERT INTO \`media\` (\`alt\`, \`url\`, \`filename\`, \`mime_type\`, \`filesize\`, \`width\`, \`height\`, \`focal_x\`, \`focal_y\`, \`created_at\`, \`updated_at\`)
          VALUES (${p.staff_name ? `Photo of ${p.staff_name}` : 'Staff portrait'}, ${`/cms/api/media/file/${p.filename}`}, ${p.filename}, ${p.mime_type}, ${p.filesize}, ${p.width}, ${p.height}, ${p.focal_x}, ${p.focal_y}, ${p.created_at}, ${p.updated_at})
          RETURNING \`id\``)
    mediaIdOf.set(p.id, inserted[0].id)
  }
  const { rows: photos } = await db.run(sql`SELECT \`id\`, \`photo_id\` FROM \`staff\` WHERE \`photo_id\` IS NOT NULL`)
  await db.run(sql`UPDATE \`staff\` SET \`photo_id\` = NULL;`)

  await db.run(sql`DROP TABLE \`staff_portraits\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`employee_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`division_id\` integer,
  	\`photo_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`division_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_staff\`("id", "employee_id", "name", "designation", "division_id", "photo_id", "status", "updated_at", "created_at") SELECT "id", "employee_id", "name", "designation", "division_id", "photo_id", "status", "updated_at", "created_at" FROM \`staff\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`ALTER TABLE \`__new_staff\` RENAME TO \`staff\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_employee_id_idx\` ON \`staff\` (\`employee_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_division_idx\` ON \`staff\` (\`division_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_photo_idx\` ON \`staff\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
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
  	\`form_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`outbox_id\` integer,
  	\`staff_id\` integer,
  	\`used_tokens_id\` integer,
  	\`search_terms_id\` integer,
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
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_tokens_id\`) REFERENCES \`used_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_terms_id\`) REFERENCES \`search_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`route_patterns_id\`) REFERENCES \`route_patterns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "form_submissions_id", "subscribers_id", "outbox_id", "staff_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "people_id", "publications_id", "protocols_id", "tenders_id", "leaders_id", "pages_id", "media_id", "achievements_id", "awards_id", "carousel_images_id", "collaborations_id", "countries_id", "divisions_id", "donates_id", "donors_id", "global_markers_id", "highlight_topics_id", "highlights_id", "items_id", "media_resources_id", "menus_id", "pinned_searches_id", "quick_links_id", "testimonials_id", "form_submissions_id", "subscribers_id", "outbox_id", "staff_id", "used_tokens_id", "search_terms_id", "route_patterns_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`used_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_route_patterns_id_idx\` ON \`payload_locked_documents_rels\` (\`route_patterns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  for (const { id, photo_id } of photos) await db.run(sql`UPDATE \`staff\` SET \`photo_id\` = ${mediaIdOf.get(photo_id)} WHERE \`id\` = ${id}`)
  const filenames = portraits.map((p) => String(p.filename))
  copyUploads('staff-portraits', 'media', filenames)
  removeUploads('staff-portraits', filenames)
}
