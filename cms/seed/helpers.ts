import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { inTransaction } from '../../lib/sql'

/** Passed on every Local API call so hooks can tell seeding apart from editing. */
export const context = { seeding: true } as const

export type ID = number | string

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

/** Demo content the content types bring themselves (content/<type>/server.ts's `demo`), by the type's name. */
export type TypeDemos = Record<string, (seed: Seeder) => Promise<void>>

type Tally = { created: number; existing: number }

/**
 * Find-or-create with bookkeeping. Every document is looked up by a unique key
 * first, so running the seed twice creates nothing the second time.
 *
 * The seed runs in steps (`step`), each in one database transaction: one
 * commit per step rather than one per document, which is most of what saving
 * a document costs on SQLite. A step that fails leaves nothing behind.
 */
export class Seeder {
  readonly tally: Record<string, Tally> = {}
  /** Seconds each step took, in order. */
  readonly steps: [string, number][] = []
  private transactionID: PayloadRequest['transactionID']
  private inStep = false

  constructor(readonly payload: Payload) {}

  /** One line in the CMS's log. */
  log(message: string): void {
    this.payload.logger.info(`seed: ${message}`)
  }

  /** What every Local API call of the seed passes as its `req`: the current step's transaction, and the seeding context. */
  req(): Partial<PayloadRequest> {
    return { transactionID: this.transactionID, context: { ...context } }
  }

  /** Runs `work` in a transaction of its own (committed when it succeeds, rolled back when it fails), timing it. */
  async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.inStep) throw new Error(`seed: step "${name}" inside another step`)
    const started = Date.now()
    this.inStep = true
    try {
      return await inTransaction(this.payload, async ({ transactionID }) => {
        this.transactionID = transactionID
        return work()
      })
    } finally {
      this.inStep = false
      this.transactionID = undefined
      this.steps.push([name, (Date.now() - started) / 1000])
    }
  }

  private count(collection: string, created: boolean): void {
    const entry = (this.tally[collection] ??= { created: 0, existing: 0 })
    if (created) entry.created++
    else entry.existing++
  }

  /** The id of the document whose `field` equals `value`, drafts included. */
  async findId(collection: CollectionSlug, field: string, value: string | number): Promise<ID | null> {
    const { docs } = await this.payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: this.req(),
    })
    const doc = docs[0] as { id: ID } | undefined
    return doc ? doc.id : null
  }

  /**
   * The id of the document whose `field` equals `value`; created from `data()` if missing.
   * `data` may be a function so expensive inputs (files) are built only when needed.
   */
  async ensure(
    collection: CollectionSlug,
    field: string,
    value: string | number,
    data: Record<string, unknown> | (() => Record<string, unknown> | Promise<Record<string, unknown>>),
    options: { draft?: boolean; file?: UploadFile | (() => UploadFile | Promise<UploadFile>) } = {},
  ): Promise<ID> {
    const existing = await this.findId(collection, field, value)
    if (existing !== null) {
      this.count(collection, false)
      return existing
    }
    const values = typeof data === 'function' ? await data() : data
    const file = typeof options.file === 'function' ? await options.file() : options.file
    const doc = (await this.payload.create({
      collection,
      data: (options.draft ? { ...values, _status: 'draft' } : values) as never,
      ...(options.draft ? { draft: true } : {}),
      ...(file ? { file } : {}),
      depth: 0,
      overrideAccess: true,
      req: this.req(),
    })) as { id: ID }
    this.count(collection, true)
    return doc.id
  }

  /** Published editorial document (collections with drafts). */
  published(data: Record<string, unknown>): Record<string, unknown> {
    return { ...data, _status: 'published' }
  }
}

/** Look up `key` in `map`, failing loudly on a typo in the seed data. */
export function idOf(map: Map<string, ID>, key: string, what: string): ID {
  const id = map.get(key)
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`)
  return id
}

/** Rows numbered 1, 2, 3… in the order they are listed: the list's order is the one editors will see. */
export const inOrder = <T extends object>(rows: T[]): (T & { order: number })[] => rows.map((row, i) => ({ ...row, order: i + 1 }))
