import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`newsletter_schedule_weekday\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`newsletter_schedule_time\` text DEFAULT '09:00';`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_newsletter_schedule_weekday\` text;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_newsletter_schedule_time\` text DEFAULT '09:00';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`newsletter_schedule_weekday\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`newsletter_schedule_time\`;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` DROP COLUMN \`version_newsletter_schedule_weekday\`;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` DROP COLUMN \`version_newsletter_schedule_time\`;`)
}
