import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the collection `articles` becomes `pages`. Everything named
 * after the collection is renamed in place (tables, sequences, enum types,
 * the locked-documents column, constraints, indexes), so every page and every
 * version keeps its rows and nothing is rebuilt. The search index and the
 * editors' list preferences name the collection in their keys, so those follow.
 */
type Names = { slug: string; versions: string; lockedColumn: string }

const articles: Names = { slug: 'articles', versions: '_articles_v', lockedColumn: 'articles_id' }
const pages: Names = { slug: 'pages', versions: '_pages_v', lockedColumn: 'pages_id' }

/** Foreign keys and indexes that carry the collection's name: [table, name]. */
const constraints = (n: Names): [string, string][] => [
  [n.slug, `${n.slug}_image_id_media_id_fk`],
  [n.versions, `${n.versions}_parent_id_${n.slug}_id_fk`],
  [n.versions, `${n.versions}_version_image_id_media_id_fk`],
  ['payload_locked_documents_rels', `payload_locked_documents_rels_${n.slug}_fk`],
]
const indexes = (n: Names): string[] => [
  `${n.slug}_pkey`,
  `${n.slug}_slug_idx`,
  `${n.slug}_image_idx`,
  `${n.slug}_updated_at_idx`,
  `${n.slug}_created_at_idx`,
  `${n.slug}__status_idx`,
  `${n.versions}_pkey`,
  `${n.versions}_parent_idx`,
  `${n.versions}_version_version_slug_idx`,
  `${n.versions}_version_version_image_idx`,
  `${n.versions}_version_version_updated_at_idx`,
  `${n.versions}_version_version_created_at_idx`,
  `${n.versions}_version_version__status_idx`,
  `${n.versions}_created_at_idx`,
  `${n.versions}_updated_at_idx`,
  `${n.versions}_latest_idx`,
  `payload_locked_documents_rels_${n.lockedColumn}_idx`,
]

/** Prefix `from` of `column` in `table` becomes `to`, for keys such as "articles:12". */
const renamePrefix = (table: string, column: string, from: string, to: string) =>
  `UPDATE "${table}" SET "${column}" = '${to}' || substr("${column}", ${from.length + 1}) WHERE left("${column}", ${from.length}) = '${from}';`

function rename(from: Names, to: Names) {
  const toConstraints = constraints(to)
  const toIndexes = indexes(to)
  return sql.raw(
    [
      `ALTER TYPE "public"."enum_${from.slug}_status" RENAME TO "enum_${to.slug}_status";`,
      `ALTER TYPE "public"."enum_${from.versions}_version_status" RENAME TO "enum_${to.versions}_version_status";`,
      `ALTER TABLE "${from.slug}" RENAME TO "${to.slug}";`,
      `ALTER TABLE "${from.versions}" RENAME TO "${to.versions}";`,
      `ALTER SEQUENCE "${from.slug}_id_seq" RENAME TO "${to.slug}_id_seq";`,
      `ALTER SEQUENCE "${from.versions}_id_seq" RENAME TO "${to.versions}_id_seq";`,
      `ALTER TABLE "payload_locked_documents_rels" RENAME COLUMN "${from.lockedColumn}" TO "${to.lockedColumn}";`,
      ...constraints(from).map(([, name], i) => `ALTER TABLE "${toConstraints[i][0]}" RENAME CONSTRAINT "${name}" TO "${toConstraints[i][1]}";`),
      // Renaming a primary key's index renames the constraint with it.
      ...indexes(from).map((name, i) => `ALTER INDEX "${name}" RENAME TO "${toIndexes[i]}";`),
      renamePrefix('search_index', 'key', `${from.slug}:`, `${to.slug}:`),
      renamePrefix('payload_preferences', 'key', `collection-${from.slug}`, `collection-${to.slug}`),
    ].join('\n'),
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(rename(articles, pages))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(rename(pages, articles))
}
