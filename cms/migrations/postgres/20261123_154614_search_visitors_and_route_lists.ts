import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Search terms are counted per visitor (a keyed hash), and reported route lists are stored once per distinct list. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "term_day_idx";
  DROP INDEX "route_patterns_pattern_idx";
  -- Counts from before visitors were told apart stay, as one visitor per term and day.
  ALTER TABLE "search_terms" ADD COLUMN "client" varchar NOT NULL DEFAULT 'before-visitor-counts';
  ALTER TABLE "search_terms" ALTER COLUMN "client" DROP DEFAULT;
  -- One row per reported pattern (whatever a client posted) cannot become a list: the site's scripts report the list again on the next visit.
  DELETE FROM "route_patterns";
  ALTER TABLE "route_patterns" ADD COLUMN "hash" varchar NOT NULL;
  ALTER TABLE "route_patterns" ADD COLUMN "routes" jsonb NOT NULL;
  CREATE UNIQUE INDEX "term_day_client_idx" ON "search_terms" USING btree ("term","day","client");
  CREATE UNIQUE INDEX "route_patterns_hash_idx" ON "route_patterns" USING btree ("hash");
  ALTER TABLE "route_patterns" DROP COLUMN "pattern";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "term_day_client_idx";
  DROP INDEX "route_patterns_hash_idx";
  -- Back to one row per term and day: the visitors' counts of a day are added up.
  UPDATE "search_terms" s SET "count" = t.total
    FROM (SELECT MIN("id") AS id, SUM("count") AS total FROM "search_terms" GROUP BY "term", "day") t WHERE s."id" = t.id;
  DELETE FROM "search_terms" WHERE "id" NOT IN (SELECT MIN("id") FROM "search_terms" GROUP BY "term", "day");
  DELETE FROM "route_patterns";
  ALTER TABLE "route_patterns" ADD COLUMN "pattern" varchar NOT NULL;
  CREATE UNIQUE INDEX "term_day_idx" ON "search_terms" USING btree ("term","day");
  CREATE UNIQUE INDEX "route_patterns_pattern_idx" ON "route_patterns" USING btree ("pattern");
  ALTER TABLE "search_terms" DROP COLUMN "client";
  ALTER TABLE "route_patterns" DROP COLUMN "hash";
  ALTER TABLE "route_patterns" DROP COLUMN "routes";`)
}
