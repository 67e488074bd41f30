import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "time_zone" varchar DEFAULT 'Africa/Nairobi';
  ALTER TABLE "_events_v" ADD COLUMN "version_time_zone" varchar DEFAULT 'Africa/Nairobi';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "time_zone";
  ALTER TABLE "_events_v" DROP COLUMN "version_time_zone";`)
}
