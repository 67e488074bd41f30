import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { isAutosave, isDraftSave } from './saves'

/** What the audit log records, in the words its readers see. */
export const auditActions = {
  create: 'Created',
  update: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  'cancel-schedule': 'Cancelled a schedule',
  delete: 'Moved to the trash',
  'delete-permanently': 'Deleted for good',
  restore: 'Restored',
  'role-change': 'Changed roles',
  'settings-change': 'Changed settings',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed to sign in',
  'take-over': 'Took over editing',
  'two-factor-on': 'Turned on two-factor sign-in',
  'two-factor-off': 'Turned off two-factor sign-in',
  'two-factor-reset': 'Reset a colleague’s two-factor sign-in',
  'two-factor-failed': 'Entered a wrong two-factor code',
  'recovery-code-used': 'Signed in with a recovery code',
  'recovery-codes-renewed': 'Made new recovery codes',
} as const
export type AuditAction = keyof typeof auditActions

type Entry = {
  action: AuditAction
  collection?: string
  document?: string | number
  title?: string
  detail?: string
  /** The address to record when nobody is signed in (a failed sign-in). */
  who?: string
}

type Account = { id: number; email?: string | null }
const accountOf = (req: PayloadRequest): Account | null =>
  req.user && req.user.collection === 'users' ? { id: req.user.id, email: 'email' in req.user ? String(req.user.email) : null } : null

/** A document's name for the log: its title, name or slug. */
export function titleOf(doc: object | null | undefined): string | undefined {
  const field = (name: string) => (doc && name in doc ? (doc as Record<string, unknown>)[name] : undefined)
  const value = field('title') ?? field('name') ?? field('email') ?? field('slug')
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/**
 * Writes one row. Given `req`, the row is part of the operation's transaction:
 * no row for a change that was rolled back. Rows are written as the backend,
 * past every access rule (nobody may create them through an API).
 */
export async function record(payload: Payload, entry: Entry, req?: PayloadRequest, account = req ? accountOf(req) : null) {
  // Without an account: the server itself (the seed, a start-up task, a job nobody scheduled).
  const who = account?.email ?? entry.who ?? 'the site'
  const summary = [who, auditActions[entry.action].toLowerCase(), entry.title].filter(Boolean).join(' · ')
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      user: account?.id ?? null,
      who,
      collection: entry.collection,
      document: entry.document === undefined ? undefined : String(entry.document),
      title: entry.title,
      detail: entry.detail,
      summary,
    },
    depth: 0,
    overrideAccess: true,
    ...(req && { req }),
  })
}

/** Autosaves are recorded once per person and document in this time, not every 800 ms. */
const autosaveWindowMs = 10 * 60 * 1000

async function recentlyEdited(req: PayloadRequest, collection: string, id: string | number) {
  const account = accountOf(req)
  if (!account) return false
  const { totalDocs } = await req.payload.count({
    collection: 'audit-log',
    where: {
      and: [
        { user: { equals: account.id } },
        { collection: { equals: collection } },
        { document: { equals: String(id) } },
        { action: { in: ['update', 'create'] } },
        { createdAt: { greater_than: new Date(Date.now() - autosaveWindowMs).toISOString() } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

type Doc = Record<string, unknown> & { id: string | number; _status?: string; deletedAt?: string | null }

/** What a change to an editorial document was, read from its state before and after. */
export function editorialAction(operation: 'create' | 'update', doc: Doc, previous: Doc | undefined, draftSave: boolean): AuditAction {
  if (operation === 'create') return doc._status === 'published' ? 'publish' : 'create'
  if (!previous?.deletedAt && doc.deletedAt) return 'delete'
  if (previous?.deletedAt && !doc.deletedAt) return 'restore'
  if (doc._status === 'published' && !draftSave) return 'publish'
  if (doc._status !== 'published' && previous?._status === 'published' && !draftSave) return 'unpublish'
  return 'update'
}

/** Editorial collections: creation, edits (autosaves once in a while), publishing, unpublishing, trash and restore. */
export const auditEditorialChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, collection, context }) => {
  if (context.seeding) return doc
  const action = editorialAction(operation, doc, previousDoc, isDraftSave(req))
  if (action === 'update' && isAutosave(req) && (await recentlyEdited(req, collection.slug, doc.id))) return doc
  await record(req.payload, { action, collection: collection.slug, document: doc.id, title: titleOf(doc) }, req)
  return doc
}

/** Any collection: a document deleted for good (from the trash, or one without a trash). */
export const auditDeletion: CollectionAfterDeleteHook = async ({ doc, req, collection, context }) => {
  if (context.seeding || collection.slug === 'audit-log') return doc
  await record(req.payload, { action: 'delete-permanently', collection: collection.slug, document: doc.id, title: titleOf(doc) }, req)
  return doc
}

const roleList = (roles: unknown) => (Array.isArray(roles) && roles.length ? [...roles].sort().join(', ') : 'none')

/** Accounts: a new account, and any change to someone's roles. */
export const auditAccountChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.seeding) return doc
  const title = titleOf(doc)
  if (operation === 'create')
    await record(
      req.payload,
      { action: 'create', collection: 'users', document: doc.id, title, detail: `roles: ${roleList(doc.roles)}` },
      req,
    )
  else if (roleList(doc.roles) !== roleList(previousDoc?.roles))
    await record(
      req.payload,
      {
        action: 'role-change',
        collection: 'users',
        document: doc.id,
        title,
        detail: `${roleList(previousDoc?.roles)} → ${roleList(doc.roles)}`,
      },
      req,
    )
  return doc
}

/** A successful sign-in over HTTP. */
export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  // In the sign-in's own transaction: it holds the account's row (its sessions), which the row's reference needs.
  const account = { id: user.id, email: String(user.email) }
  await record(req.payload, { action: 'sign-in', collection: 'users', document: user.id, title: account.email }, req, account)
  return user
}

/**
 * A refused sign-in (wrong address or password: Payload answers 401). Written
 * outside the failed request's transaction; the address tried is kept as
 * typed, so a run of guesses shows.
 */
export const auditFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const status = 'status' in error ? error.status : undefined
  if (status !== 401 || !req.url || !new URL(req.url).pathname.endsWith('/login')) return
  const tried = req.data && typeof req.data.email === 'string' ? req.data.email.trim().slice(0, 200) : 'an unknown address'
  // The password was right and the code is still to come (cms/twoFactor.ts): a step, not a failure.
  const code = 'data' in error && error.data && typeof error.data === 'object' && 'code' in error.data ? error.data.code : undefined
  if (code === 'second_factor_required') return
  const action = code === 'second_factor_wrong' ? 'two-factor-failed' : 'sign-in-failed'
  await record(req.payload, { action, collection: 'users', who: tried, title: tried })
}

/** Globals (site settings, home page): every saved change. */
export const auditSettingsChange: GlobalAfterChangeHook = async ({ doc, global, req, context }) => {
  if (context.seeding) return doc
  const label = typeof global.label === 'string' ? global.label : global.slug
  await record(req.payload, { action: 'settings-change', collection: global.slug, title: label }, req)
  return doc
}

export const withSettingsAudit = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), auditSettingsChange] },
})

/** A publication or unpublication scheduled, or a schedule cancelled (the Schedule drawer's server function). */
export async function auditSchedule(
  payload: Payload,
  account: Account,
  args: { type?: string; date?: string; deleteID?: string | number; doc?: { relationTo: string; value: string | number } },
) {
  if (args.deleteID !== undefined) {
    await record(payload, { action: 'cancel-schedule', detail: `scheduled job ${args.deleteID}` }, undefined, account)
    return
  }
  if (!args.doc) return
  const collection = args.doc.relationTo as CollectionSlug
  const target = await payload.findByID({
    collection,
    id: args.doc.value,
    depth: 0,
    overrideAccess: true,
    draft: true,
    disableErrors: true,
  })
  await record(
    payload,
    {
      action: 'schedule',
      collection,
      document: args.doc.value,
      title: titleOf(target),
      detail: `${args.type === 'unpublish' ? 'unpublish' : 'publish'} at ${args.date ?? 'an unknown time'}`,
    },
    undefined,
    account,
  )
}

/** Someone took over a document another person was editing (Payload's lock moves to them). */
export const auditTakeOver: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const owner = (lock: unknown) => {
    const user = (lock as { user?: { value?: unknown } } | undefined)?.user?.value
    return typeof user === 'object' && user !== null && 'id' in user ? String(user.id) : String(user ?? '')
  }
  if (operation !== 'update' || owner(doc) === owner(previousDoc)) return doc
  const target = (doc as { document?: { relationTo?: string; value?: unknown } }).document
  const id = typeof target?.value === 'object' && target.value !== null && 'id' in target.value ? target.value.id : target?.value
  const collection = target?.relationTo
  const taken =
    collection && (typeof id === 'string' || typeof id === 'number')
      ? await req.payload.findByID({
          collection: collection as CollectionSlug,
          id,
          depth: 0,
          overrideAccess: true,
          draft: true,
          disableErrors: true,
          req,
        })
      : null
  await record(
    req.payload,
    {
      action: 'take-over',
      collection,
      document: typeof id === 'string' || typeof id === 'number' ? id : undefined,
      title: titleOf(taken),
    },
    req,
  )
  return doc
}

/** What the Schedule drawer sends: a change to schedule, or the job of one to cancel. */
const ScheduleArgs = z.object({
  type: z.enum(['publish', 'unpublish']).optional(),
  date: z.string().optional(),
  deleteID: z.union([z.string(), z.number()]).optional(),
  doc: z.object({ relationTo: z.string(), value: z.union([z.string(), z.number()]) }).optional(),
})

/** Records a schedule made or cancelled in the audit log, once the function has done it. */
export async function auditScheduling(payload: Payload, user: NonNullable<PayloadRequest['user']>, args: unknown, result: unknown) {
  const done = typeof result === 'object' && result !== null && !('error' in result)
  const parsed = ScheduleArgs.safeParse(args)
  if (!done || !parsed.success) return
  await auditSchedule(payload, { id: user.id, email: 'email' in user ? String(user.email) : null }, parsed.data)
}
