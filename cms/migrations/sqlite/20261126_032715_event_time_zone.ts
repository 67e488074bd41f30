import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`time_zone\` text DEFAULT 'Africa/Nairobi';`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_time_zone\` text DEFAULT 'Africa/Nairobi';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_time_zone\`;`)
}
