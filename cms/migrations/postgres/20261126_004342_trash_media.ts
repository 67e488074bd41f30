import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "people" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_people_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "publications" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_publications_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "protocols" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_protocols_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "tenders" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_tenders_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "leaders" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_leaders_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "former_files" varchar;
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at");
  CREATE INDEX "_events_v_version_version_deleted_at_idx" ON "_events_v" USING btree ("version_deleted_at");
  CREATE INDEX "people_deleted_at_idx" ON "people" USING btree ("deleted_at");
  CREATE INDEX "_people_v_version_version_deleted_at_idx" ON "_people_v" USING btree ("version_deleted_at");
  CREATE INDEX "publications_deleted_at_idx" ON "publications" USING btree ("deleted_at");
  CREATE INDEX "_publications_v_version_version_deleted_at_idx" ON "_publications_v" USING btree ("version_deleted_at");
  CREATE INDEX "protocols_deleted_at_idx" ON "protocols" USING btree ("deleted_at");
  CREATE INDEX "_protocols_v_version_version_deleted_at_idx" ON "_protocols_v" USING btree ("version_deleted_at");
  CREATE INDEX "tenders_deleted_at_idx" ON "tenders" USING btree ("deleted_at");
  CREATE INDEX "_tenders_v_version_version_deleted_at_idx" ON "_tenders_v" USING btree ("version_deleted_at");
  CREATE INDEX "leaders_deleted_at_idx" ON "leaders" USING btree ("deleted_at");
  CREATE INDEX "_leaders_v_version_version_deleted_at_idx" ON "_leaders_v" USING btree ("version_deleted_at");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "events_deleted_at_idx";
  DROP INDEX "_events_v_version_version_deleted_at_idx";
  DROP INDEX "people_deleted_at_idx";
  DROP INDEX "_people_v_version_version_deleted_at_idx";
  DROP INDEX "publications_deleted_at_idx";
  DROP INDEX "_publications_v_version_version_deleted_at_idx";
  DROP INDEX "protocols_deleted_at_idx";
  DROP INDEX "_protocols_v_version_version_deleted_at_idx";
  DROP INDEX "tenders_deleted_at_idx";
  DROP INDEX "_tenders_v_version_version_deleted_at_idx";
  DROP INDEX "leaders_deleted_at_idx";
  DROP INDEX "_leaders_v_version_version_deleted_at_idx";
  DROP INDEX "pages_deleted_at_idx";
  DROP INDEX "_pages_v_version_version_deleted_at_idx";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "events" DROP COLUMN "deleted_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "people" DROP COLUMN "deleted_at";
  ALTER TABLE "_people_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "publications" DROP COLUMN "deleted_at";
  ALTER TABLE "_publications_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "protocols" DROP COLUMN "deleted_at";
  ALTER TABLE "_protocols_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "tenders" DROP COLUMN "deleted_at";
  ALTER TABLE "_tenders_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "leaders" DROP COLUMN "deleted_at";
  ALTER TABLE "_leaders_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "former_files";`)
}
