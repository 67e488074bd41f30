import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the collection `articles` becomes `pages`. The generated
 * migration rebuilt the tables, and lost the locked-documents column on the
 * way; renaming keeps every page and every version as it is. SQLite cannot
 * rename an index, so each is dropped and created again under its new name.
 * The search index and the editors' list preferences name the collection in
 * their keys, so those follow.
 */
type Names = { slug: string; versions: string; lockedColumn: string }

const articles: Names = { slug: 'articles', versions: '_articles_v', lockedColumn: 'articles_id' }
const pages: Names = { slug: 'pages', versions: '_pages_v', lockedColumn: 'pages_id' }

/** The indexes that carry the collection's name: [table, index, column, unique]. */
const indexes = (n: Names): [string, string, string, boolean][] => [
  [n.slug, `${n.slug}_slug_idx`, 'slug', true],
  [n.slug, `${n.slug}_image_idx`, 'image_id', false],
  [n.slug, `${n.slug}_updated_at_idx`, 'updated_at', false],
  [n.slug, `${n.slug}_created_at_idx`, 'created_at', false],
  [n.slug, `${n.slug}__status_idx`, '_status', false],
  [n.versions, `${n.versions}_parent_idx`, 'parent_id', false],
  [n.versions, `${n.versions}_version_version_slug_idx`, 'version_slug', false],
  [n.versions, `${n.versions}_version_version_image_idx`, 'version_image_id', false],
  [n.versions, `${n.versions}_version_version_updated_at_idx`, 'version_updated_at', false],
  [n.versions, `${n.versions}_version_version_created_at_idx`, 'version_created_at', false],
  [n.versions, `${n.versions}_version_version__status_idx`, 'version__status', false],
  [n.versions, `${n.versions}_created_at_idx`, 'created_at', false],
  [n.versions, `${n.versions}_updated_at_idx`, 'updated_at', false],
  [n.versions, `${n.versions}_latest_idx`, 'latest', false],
  ['payload_locked_documents_rels', `payload_locked_documents_rels_${n.lockedColumn}_idx`, n.lockedColumn, false],
]

/** Prefix `from` of `column` in `table` becomes `to`, for keys such as "articles:12". */
const renamePrefix = (table: string, column: string, from: string, to: string) =>
  sql.raw(
    `UPDATE \`${table}\` SET \`${column}\` = '${to}' || substr(\`${column}\`, ${from.length + 1}) WHERE substr(\`${column}\`, 1, ${from.length}) = '${from}'`,
  )

async function rename(db: MigrateUpArgs['db'], from: Names, to: Names) {
  // SQLite (3.26+) also points the foreign keys of other tables at the renamed table.
  await db.run(sql.raw(`ALTER TABLE \`${from.slug}\` RENAME TO \`${to.slug}\``))
  await db.run(sql.raw(`ALTER TABLE \`${from.versions}\` RENAME TO \`${to.versions}\``))
  await db.run(sql.raw(`ALTER TABLE \`payload_locked_documents_rels\` RENAME COLUMN \`${from.lockedColumn}\` TO \`${to.lockedColumn}\``))
  const before = indexes(from)
  for (const [i, [table, name, column, unique]] of indexes(to).entries()) {
    await db.run(sql.raw(`DROP INDEX \`${before[i][1]}\``))
    await db.run(sql.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX \`${name}\` ON \`${table}\` (\`${column}\`)`))
  }
  await db.run(renamePrefix('search_index', 'key', `${from.slug}:`, `${to.slug}:`))
  await db.run(renamePrefix('payload_preferences', 'key', `collection-${from.slug}`, `collection-${to.slug}`))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rename(db, articles, pages)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rename(db, pages, articles)
}
