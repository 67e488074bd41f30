import type { Payload } from 'payload'

/**
 * On SQLite a migration that changes a table rebuilds it with the columns of
 * its day (payload_locked_documents_rels for every collection added, the pages
 * for a field added to them...). Running an old migration's down and up in a
 * test (to check its data migration) therefore drops the columns later
 * migrations added, and every later read of those tables fails. `keepColumns`
 * notes every table's columns; `restore` puts missing ones back as later
 * migrations made them: a lock's reference to its collection's table, any
 * other column with its type and default. On PostgreSQL nothing is rebuilt and
 * nothing is needed.
 */
export async function keepColumns(payload: Payload) {
  const onSqlite = payload.db.name === 'sqlite'
  type Row = Record<string, unknown>
  const client = () => (payload.db as unknown as { client: { execute: (q: string) => Promise<{ rows: Row[] }> } }).client
  const query = async (sql: string) => (await client().execute(sql)).rows
  const snapshot = async () => {
    const tables = new Map<string, Row[]>()
    if (!onSqlite) return tables
    for (const { name } of await query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`))
      tables.set(String(name), await query(`PRAGMA table_info("${String(name)}")`))
    return tables
  }
  const before = await snapshot()
  return {
    async restore() {
      const now = await snapshot()
      for (const [table, columns] of before) {
        const present = now.get(table)
        if (!present) continue
        const names = new Set(present.map((column) => String(column.name)))
        for (const column of columns) {
          const name = String(column.name)
          if (names.has(name)) continue
          if (table === 'payload_locked_documents_rels' && name.endsWith('_id')) {
            await client().execute(`ALTER TABLE payload_locked_documents_rels ADD ${name} integer REFERENCES ${name.slice(0, -3)}(id)`)
            await client().execute(
              `CREATE INDEX IF NOT EXISTS payload_locked_documents_rels_${name}_idx ON payload_locked_documents_rels (${name})`,
            )
          } else {
            const fallback = column.dflt_value === null || column.dflt_value === undefined ? '' : ` DEFAULT ${String(column.dflt_value)}`
            await client().execute(`ALTER TABLE "${table}" ADD "${name}" ${String(column.type) || 'text'}${fallback}`)
          }
        }
      }
    },
  }
}
