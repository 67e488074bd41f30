import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Field,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  getDataLoader,
  isolateObjectProperty,
} from 'payload'

/**
 * CSV imports (the staff registry) that say what they need and why a row
 * failed. The import-export plugin reports a bad row as "The following field
 * is invalid: Employee ID" and a missing column not at all (every row fails).
 * Here the columns an import needs are read off the target collection's
 * fields: they are listed in /admin, a file without a needed column is
 * refused before anything is imported, and each failed row's reason is the
 * field's own validation message.
 */

type AnyField = Field | FlattenedField
type Column = { field: AnyField; name: string; label: string; needed: boolean; hint?: string }
/** A collection as configured or as Payload sanitised it: its slug and fields. */
type Target = { slug: string; fields: readonly AnyField[] }
const targetOf = (config: SanitizedCollectionConfig): Target => ({ slug: config.slug, fields: config.flattenedFields })

const system = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', '_status'])

/** The columns a CSV for `target` may have: its top-level fields that hold a value. */
export function columnsOf(target: Target): Column[] {
  return target.fields.flatMap((field): Column[] => {
    if (!('name' in field) || system.has(field.name) || field.type === 'join' || field.type === 'ui' || field.hidden) return []
    const label = 'label' in field && typeof field.label === 'string' ? field.label : field.name
    const needed = Boolean('required' in field && field.required) && !('defaultValue' in field && field.defaultValue !== undefined)
    let hint: string | undefined
    if (field.type === 'select') hint = field.options.map((o) => (typeof o === 'string' ? o : o.value)).join(' or ')
    else if (field.type === 'relationship' || field.type === 'upload') hint = `the ID of a ${[field.relationTo].flat().join(' or ')} record`
    else if (field.admin && 'description' in field.admin && typeof field.admin.description === 'string') hint = field.admin.description
    if ('defaultValue' in field && typeof field.defaultValue === 'string')
      hint = `${hint ?? ''}${hint ? '; ' : ''}empty: ${field.defaultValue}`
    return [{ field, name: field.name, label, needed, hint }]
  })
}

const describe = (column: Column) => `${column.name}${column.hint ? ` (${column.hint})` : ''}`

/** "Needed columns: employeeId (…), name, designation. Optional: division (…), status (active or inactive; empty: active)." */
export function describeColumns(target: Target): string {
  const columns = columnsOf(target)
  const needed = columns.filter((c) => c.needed).map(describe)
  const optional = columns.filter((c) => !c.needed).map(describe)
  return `Needed columns: ${needed.join(', ') || 'none'}. Optional: ${optional.join(', ') || 'none'}.`
}

/** The first line of a CSV file, split into its column names. */
function headerOf(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  return line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
}

/** Refuses a CSV that lacks a column the target collection needs, before anything is imported. */
export const refuseMissingColumns: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args as { data?: { collectionSlug?: string; importMode?: string; matchField?: string } }).data
  const config = data?.collectionSlug ? req.payload.collections[data.collectionSlug as CollectionSlug]?.config : undefined
  const target = config && targetOf(config)
  const file = req.file
  if (!target || !file?.data?.length || !/csv/.test(file.mimetype ?? '') || data?.importMode === 'update') return args
  const header = new Set(headerOf(file.data.subarray(0, 64 * 1024).toString('utf8')))
  const missing = columnsOf(target)
    .filter((c) => c.needed && !header.has(c.name))
    .map((c) => c.name)
  if (missing.length)
    throw new APIError(
      `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}, so nothing was imported. ` +
        `The first line must name the columns. ${describeColumns(target)}`,
      400,
      { code: 'import-columns', missing },
      true,
    )
  return args
}

type Issue = { row?: number; error?: string; data?: Record<string, unknown> }

/** Why one row failed, in the words of the fields' own rules. */
async function explainRow(target: Target, issue: Issue, req: PayloadRequest): Promise<string> {
  const row = issue.data ?? {}
  const original = issue.error ?? 'The row could not be imported.'
  const reasons: string[] = []
  for (const column of columnsOf(target)) {
    const { field } = column
    // Only the fields Payload named: the others passed.
    if (!original.includes(column.label) && !original.includes(column.name)) continue
    const value = row[column.name]
    const shown = value === undefined || value === null || value === '' ? 'empty' : `“${String(value)}”`
    let result: string | true = true
    if ('validate' in field && typeof field.validate === 'function') {
      try {
        result = await (field.validate as (value: unknown, options: Record<string, unknown>) => Promise<string | true> | string | true)(
          value,
          {
            ...field,
            data: row,
            siblingData: row,
            collectionSlug: target.slug,
            operation: 'create',
            event: 'submit',
            path: [column.name],
            preferences: { fields: {} },
            req,
          },
        )
      } catch {
        result = true
      }
    }
    if (result !== true) reasons.push(`${column.label} is ${shown}: ${result}`)
    else if ('unique' in field && field.unique && value !== undefined && value !== '')
      reasons.push(`${column.label} ${shown} is already there: each appears once (import in upsert or update mode to change existing rows)`)
    else reasons.push(`${column.label} is ${shown}: ${column.hint ? `expected ${column.hint}` : 'not accepted'}`)
  }
  const line = typeof issue.row === 'number' ? `Row ${issue.row} (line ${issue.row + 1} of the file)` : 'A row'
  return `${line}: ${reasons.length ? reasons.join('; ') : original}`
}

/** Rewrites the import's problems (its summary) as readable reasons, one per failed row. */
export const explainImportIssues: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const summary = data.summary as { issueDetails?: Issue[] } | undefined
  const slug = (data.collectionSlug ?? originalDoc?.collectionSlug) as string | undefined
  const config = slug ? req.payload.collections[slug as CollectionSlug]?.config : undefined
  if (!config || !summary?.issueDetails?.length) return data
  const target = targetOf(config)
  const issueDetails = await Promise.all(
    summary.issueDetails.map(async (issue) =>
      issue.row && issue.row > 0 && !issue.error?.startsWith('Row ') ? { ...issue, error: await explainRow(target, issue, req) } : issue,
    ),
  )
  return { ...data, summary: { ...summary, issueDetails } }
}

/**
 * Keeps the import's own transaction when its rows are created. With the jobs
 * queue off, the plugin imports the rows inside the request that creates the
 * import and gives each row a transaction of its own (an isolated
 * `transactionID`), but the rows still share the request's data loader, which
 * sets the transaction of what it loads on the request it was made for. A row
 * that loads a relationship (a staff member's division) so replaced the
 * request's transaction with the row's, already committed: on PostgreSQL the
 * import record was never committed, and its results not stored. Here the
 * request gets a data loader of its own view of the request, whose
 * transaction it may change freely.
 */
export const isolateImportDataLoader: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation === 'create') req.payloadDataLoader = getDataLoader(isolateObjectProperty(req, 'transactionID'))
  return doc
}

/** The plugin's import collection, with the columns explained and the checks above. */
export function explainedImports(collection: CollectionConfig, targets: CollectionConfig[]): CollectionConfig {
  const columns = targets.map((t) => `${typeof t.labels?.plural === 'string' ? t.labels.plural : t.slug}: ${describeColumns(t)}`)
  return {
    ...collection,
    admin: {
      ...collection.admin,
      description:
        `A CSV file whose first line names the columns (the field names, as an export writes them). ${columns.join(' ')} ` +
        'A file without a needed column is refused; a row that fails is listed under Summary with the reason, and the other rows are imported.',
    },
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), refuseMissingColumns],
      beforeChange: [...(collection.hooks?.beforeChange ?? []), explainImportIssues],
      // First: before the plugin's hook that imports the rows.
      afterChange: [isolateImportDataLoader, ...(collection.hooks?.afterChange ?? [])],
    },
  }
}
