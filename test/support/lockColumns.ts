import type { Payload } from 'payload'

/**
 * On SQLite a migration that adds or removes a collection rebuilds
 * payload_locked_documents_rels with the columns of its day. Running an old
 * migration's down and up in a test (to check its data migration) therefore
 * drops the columns of collections added by later migrations, and every later
 * update fails. `keepLockColumns` notes the columns; `restore` puts missing ones
 * back as the later migrations made them (a reference to the collection's table).
 * On PostgreSQL nothing is rebuilt and nothing is needed.
 */
export async function keepLockColumns(payload: Payload) {
  const onSqlite = payload.db.name === 'sqlite'
  const client = () => (payload.db as unknown as { client: { execute: (q: string) => Promise<{ rows: { name: unknown }[] }> } }).client
  const columns = async () =>
    onSqlite ? (await client().execute('PRAGMA table_info(payload_locked_documents_rels)')).rows.map((r) => String(r.name)) : []
  const before = await columns()
  return {
    async restore() {
      const now = new Set(await columns())
      for (const column of before)
        if (!now.has(column) && column.endsWith('_id')) {
          await client().execute(`ALTER TABLE payload_locked_documents_rels ADD ${column} integer REFERENCES ${column.slice(0, -3)}(id)`)
          await client().execute(
            `CREATE INDEX IF NOT EXISTS payload_locked_documents_rels_${column}_idx ON payload_locked_documents_rels (${column})`,
          )
        }
    },
  }
}
