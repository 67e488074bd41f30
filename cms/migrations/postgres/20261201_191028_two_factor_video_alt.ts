import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-on';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-off';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-reset';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-failed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-code-used';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed';
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "media" ADD COLUMN "decorative" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "settings" ADD COLUMN "require_two_factor_for_admins" boolean DEFAULT false;
  ALTER TABLE "_settings_v" ADD COLUMN "version_require_two_factor_for_admins" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'publish', 'unpublish', 'schedule', 'cancel-schedule', 'delete', 'delete-permanently', 'restore', 'role-change', 'settings-change', 'sign-in', 'sign-in-failed', 'take-over');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "media" DROP COLUMN "decorative";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "settings" DROP COLUMN "require_two_factor_for_admins";
  ALTER TABLE "_settings_v" DROP COLUMN "version_require_two_factor_for_admins";`)
}
