import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_newsletter_schedule_weekday" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  ALTER TABLE "settings" ADD COLUMN "newsletter_schedule_weekday" "enum_settings_newsletter_schedule_weekday";
  ALTER TABLE "settings" ADD COLUMN "newsletter_schedule_time" varchar DEFAULT '09:00';
  ALTER TABLE "_settings_v" ADD COLUMN "version_newsletter_schedule_weekday" "enum_settings_newsletter_schedule_weekday";
  ALTER TABLE "_settings_v" ADD COLUMN "version_newsletter_schedule_time" varchar DEFAULT '09:00';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "newsletter_schedule_weekday";
  ALTER TABLE "settings" DROP COLUMN "newsletter_schedule_time";
  ALTER TABLE "_settings_v" DROP COLUMN "version_newsletter_schedule_weekday";
  ALTER TABLE "_settings_v" DROP COLUMN "version_newsletter_schedule_time";
  DROP TYPE "public"."enum_settings_newsletter_schedule_weekday";`)
}
