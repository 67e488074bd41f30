import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyUploads, removeUploads } from '../uploadFiles'

/**
 * Staff photos get an upload collection of their own (`staff-portraits`, files
 * in DATA_DIR/staff-portraits), apart from the public media library. The
 * generated schema change, with the data moved around it: the registry's
 * photos are copied over with their ids, and media rows nothing else uses are
 * removed with their files. Down puts every portrait back into media.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "staff_portraits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "staff" DROP CONSTRAINT "staff_photo_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_portraits_id" integer;
  CREATE INDEX "staff_portraits_updated_at_idx" ON "staff_portraits" USING btree ("updated_at");
  CREATE INDEX "staff_portraits_created_at_idx" ON "staff_portraits" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_portraits_filename_idx" ON "staff_portraits" USING btree ("filename");`)
  // The registry's photos move with their ids, so staff.photo_id is valid for the new constraint.
  await db.execute(sql`
  INSERT INTO "staff_portraits" ("id", "updated_at", "created_at", "url", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y")
    SELECT "id", "updated_at", "created_at", '/cms/api/staff-portraits/file/' || "filename", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y"
    FROM "media" WHERE "id" IN (SELECT "photo_id" FROM "staff");
  SELECT setval(pg_get_serial_sequence('staff_portraits', 'id'), COALESCE(MAX("id"), 1), MAX("id") IS NOT NULL) FROM "staff_portraits";`)
  await db.execute(sql`
  ALTER TABLE "staff" ADD CONSTRAINT "staff_photo_id_staff_portraits_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."staff_portraits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_portraits_fk" FOREIGN KEY ("staff_portraits_id") REFERENCES "public"."staff_portraits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_portraits_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_portraits_id");`)
  await removeMediaOnlyStaffUsed(db)
}

/**
 * A photo that was in the media library only for the registry leaves it, file
 * and all; one that anything else still uses (a public profile's portrait, an
 * old version of a page) stays there too. Uses are the foreign keys to media.
 */
async function removeMediaOnlyStaffUsed(db: MigrateUpArgs['db']) {
  const { rows: references } = await db.execute(sql`
    SELECT t.relname AS "table", a.attname AS "column" FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'public.media'::regclass AND t.relname <> 'payload_locked_documents_rels'`)
  const unused = references.map(({ table, column }) => `AND NOT EXISTS (SELECT 1 FROM "${table}" u WHERE u."${column}" = "media"."id")`)
  const { rows: removed } = await db.execute(
    sql.raw(
      `DELETE FROM "media" WHERE "id" IN (SELECT "id" FROM "staff_portraits") ${unused.join(' ')}
       RETURNING "filename", "sizes_thumbnail_filename", "sizes_card_filename"`,
    ),
  )
  const { rows: moved } = await db.execute(sql`SELECT "filename" FROM "staff_portraits"`)
  copyUploads('media', 'staff-portraits', moved.map((row) => String(row.filename)))
  removeUploads('media', removed.flatMap((row) => [row.filename, row.sizes_thumbnail_filename, row.sizes_card_filename].map(text)))
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Every portrait goes back into the media library (one already there by filename is used as it is).
  const { rows: portraits } = await db.execute(
    sql`SELECT p.*, (SELECT "name" FROM "staff" s WHERE s."photo_id" = p."id" LIMIT 1) AS "staff_name" FROM "staff_portraits" p`,
  )
  const mediaIdOf = new Map<unknown, unknown>()
  for (const p of portraits) {
    const { rows: existing } = await db.execute(sql`SELECT "id" FROM "media" WHERE "filename" = ${p.filename}`)
    const { rows: inserted } = existing.length
      ? { rows: existing }
      : await db.execute(sql`INSERT INTO "media" ("alt", "url", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "created_at", "updated_at")
          VALUES (${p.staff_name ? `Photo of ${p.staff_name}` : 'Staff portrait'}, ${`/cms/api/media/file/${p.filename}`}, ${p.filename}, ${p.mime_type}, ${p.filesize}, ${p.width}, ${p.height}, ${p.focal_x}, ${p.focal_y}, ${p.created_at}, ${p.updated_at})
          RETURNING "id"`)
    mediaIdOf.set(p.id, inserted[0].id)
  }
  const { rows: photos } = await db.execute(sql`SELECT "id", "photo_id" FROM "staff" WHERE "photo_id" IS NOT NULL`)
  await db.execute(sql`UPDATE "staff" SET "photo_id" = NULL;`)
  await db.execute(sql`
   ALTER TABLE "staff_portraits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_portraits" CASCADE;
  ALTER TABLE "staff" DROP CONSTRAINT IF EXISTS "staff_photo_id_staff_portraits_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staff_portraits_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_staff_portraits_id_idx";
  ALTER TABLE "staff" ADD CONSTRAINT "staff_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_portraits_id";`)
  for (const { id, photo_id } of photos) await db.execute(sql`UPDATE "staff" SET "photo_id" = ${mediaIdOf.get(photo_id)} WHERE "id" = ${id}`)
  const filenames = portraits.map((p) => String(p.filename))
  copyUploads('staff-portraits', 'media', filenames)
  removeUploads('staff-portraits', filenames)
}
