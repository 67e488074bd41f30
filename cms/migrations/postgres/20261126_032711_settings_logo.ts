import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "settings_logo_idx" ON "settings" USING btree ("logo_id");
  CREATE INDEX "_settings_v_version_version_logo_idx" ON "_settings_v" USING btree ("version_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP CONSTRAINT "settings_logo_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_logo_id_media_id_fk";
  
  DROP INDEX "settings_logo_idx";
  DROP INDEX "_settings_v_version_version_logo_idx";
  ALTER TABLE "settings" DROP COLUMN "logo_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_logo_id";`)
}
