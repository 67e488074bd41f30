import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`settings_logo_idx\` ON \`settings\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_logo_idx\` ON \`_settings_v\` (\`version_logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_name\` text DEFAULT 'Institute' NOT NULL,
  	\`tagline\` text,
  	\`description\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`contact_address\` text,
  	\`footer_menu_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`footer_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "product_name", "tagline", "description", "contact_email", "contact_phone", "contact_address", "footer_menu_id", "updated_at", "created_at") SELECT "id", "product_name", "tagline", "description", "contact_email", "contact_phone", "contact_address", "footer_menu_id", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_footer_menu_idx\` ON \`settings\` (\`footer_menu_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_product_name\` text DEFAULT 'Institute' NOT NULL,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_address\` text,
  	\`version_footer_menu_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_footer_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__settings_v\`("id", "version_product_name", "version_tagline", "version_description", "version_contact_email", "version_contact_phone", "version_contact_address", "version_footer_menu_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_product_name", "version_tagline", "version_description", "version_contact_email", "version_contact_phone", "version_contact_address", "version_footer_menu_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__settings_v\` RENAME TO \`_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_footer_menu_idx\` ON \`_settings_v\` (\`version_footer_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_created_at_idx\` ON \`_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_updated_at_idx\` ON \`_settings_v\` (\`updated_at\`);`)
}
