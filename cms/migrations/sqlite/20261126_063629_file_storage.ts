import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`staff_portraits\` ADD \`prefix\` text DEFAULT 'staff-portraits';`)
  await db.run(sql`ALTER TABLE \`staff_portraits\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`prefix\` text DEFAULT 'exports';`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`imports\` ADD \`prefix\` text DEFAULT 'imports';`)
  await db.run(sql`ALTER TABLE \`imports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`staff_portraits\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`staff_portraits\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`imports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`imports\` DROP COLUMN \`_objectkey\`;`)
}
