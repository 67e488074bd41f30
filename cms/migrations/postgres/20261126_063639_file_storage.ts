import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "staff_portraits" ADD COLUMN "prefix" varchar DEFAULT 'staff-portraits';
  ALTER TABLE "staff_portraits" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "exports" ADD COLUMN "prefix" varchar DEFAULT 'exports';
  ALTER TABLE "exports" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "imports" ADD COLUMN "prefix" varchar DEFAULT 'imports';
  ALTER TABLE "imports" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "staff_portraits" DROP COLUMN "prefix";
  ALTER TABLE "staff_portraits" DROP COLUMN "_objectkey";
  ALTER TABLE "exports" DROP COLUMN "prefix";
  ALTER TABLE "exports" DROP COLUMN "_objectkey";
  ALTER TABLE "imports" DROP COLUMN "prefix";
  ALTER TABLE "imports" DROP COLUMN "_objectkey";`)
}
