import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscribers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`divisions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`divisions_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_rels_order_idx\` ON \`subscribers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_parent_idx\` ON \`subscribers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_path_idx\` ON \`subscribers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_research_themes_id_idx\` ON \`subscribers_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_divisions_id_idx\` ON \`subscribers_rels\` (\`divisions_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_issues_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`research_themes_id\` integer,
  	\`divisions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_themes_id\`) REFERENCES \`research_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`divisions_id\`) REFERENCES \`divisions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_order_idx\` ON \`newsletter_issues_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_parent_idx\` ON \`newsletter_issues_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_path_idx\` ON \`newsletter_issues_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_research_themes_id_idx\` ON \`newsletter_issues_rels\` (\`research_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_divisions_id_idx\` ON \`newsletter_issues_rels\` (\`divisions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscribers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_issues_rels\`;`)
}
