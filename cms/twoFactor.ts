import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import {
  addDataAndFileToRequest,
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import QRCode from 'qrcode'
import { z } from 'zod'

import { countAttempt, forgiveAttempts } from '../lib/rateLimit'
import { checkToken, createToken } from '../lib/tokens'
import { record } from './hooks/audit'
import { cmsSecret } from './secret'
import { userCanPublish } from './access'

/**
 * Two-factor sign-in (TOTP, RFC 6238, with otplib) for editors and
 * administrators. An account turns it on from its own page in /admin (the QR
 * code is drawn on the server, as SVG: nothing is asked of another host) and
 * gets ten single-use recovery codes. From then on a sign-in with the right
 * password also needs a code from the app, or one recovery code. When the
 * settings require it for administrators, an administrator without it sets it
 * up during the sign-in itself, before any session is handed out.
 *
 * - The secret is stored encrypted with a key derived from the CMS secret, so
 *   a copy of the database alone gives no codes.
 * - A code is accepted once: the time step it matched is kept, and that step
 *   and earlier ones are refused after.
 * - Wrong codes are counted per account (`secondFactor`, lib/rateLimitBuckets.mjs):
 *   past the limit even the right one is refused for a while.
 * - Every change (on, off, reset by an administrator) and every wrong code is in
 *   the audit log.
 */

/** The codes' issuer in authenticator apps. */
const issuer = () => process.env.TWO_FACTOR_ISSUER || 'Institute CMS'
/** One step of clock difference either way (30 s), as most apps need. */
const tolerance = 30
/** How long the code shown at setup waits for its first code. */
const setupLifetimeMs = 15 * 60 * 1000
const recoveryCodeCount = 10

export const twoFactorFields = {
  enabled: 'twoFactorEnabled',
  secret: 'twoFactorSecret',
  recovery: 'twoFactorRecoveryCodes',
  lastStep: 'twoFactorLastStep',
} as const

export const twoFactorErrors = {
  /** The password was right; now the code (the sign-in form asks for it). */
  required: 'second_factor_required',
  /** The password was right, and an administrator must set up two-factor sign-in first. */
  setupRequired: 'second_factor_setup_required',
  wrong: 'second_factor_wrong',
} as const

// —— The secret at rest ——

const key = () => createHash('sha256').update(`two-factor:${cmsSecret()}`).digest()

export function sealSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

export function openSecret(stored: string): string | null {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

// —— Recovery codes ——

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
/** A recovery code as people type it: letters and digits, in any case, with or without spaces and dashes. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')
const hashRecovery = (code: string) => createHmac('sha256', key()).update(normaliseRecovery(code)).digest('base64url')

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
  return { codes, hashes: codes.map(hashRecovery) }
}

const RecoveryHashes = z.array(z.string())
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

// —— Checking a code ——

/** What an account keeps (read from the database: these fields are hidden from every API). */
const StoredFactor = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.string()).nullish(),
  [twoFactorFields.enabled]: z.boolean().nullish(),
  [twoFactorFields.secret]: z.string().nullish(),
  [twoFactorFields.recovery]: z.unknown().nullish(),
  [twoFactorFields.lastStep]: z.number().nullish(),
})
type StoredFactor = z.infer<typeof StoredFactor>

async function storedFactor(req: PayloadRequest, id: number): Promise<StoredFactor> {
  const row = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })
  return StoredFactor.parse(row)
}

const isSixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''))

type Checked = { ok: false } | { ok: true; update: Record<string, unknown>; usedRecovery: boolean; left: number }

/** A code from the app (not used before) or an unused recovery code, and what to store once it is accepted. */
async function checkCode(account: StoredFactor, code: string): Promise<Checked> {
  const sealed = account[twoFactorFields.secret]
  const secret = sealed ? openSecret(sealed) : null
  if (!secret) return { ok: false }
  if (isSixDigits(code)) {
    const last = account[twoFactorFields.lastStep]
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epochTolerance: tolerance,
      ...(typeof last === 'number' && { afterTimeStep: last }),
    })
    if (!result.valid || !('timeStep' in result)) return { ok: false }
    return { ok: true, update: { [twoFactorFields.lastStep]: result.timeStep }, usedRecovery: false, left: -1 }
  }
  const hashes = RecoveryHashes.catch([]).parse(account[twoFactorFields.recovery])
  const given = hashRecovery(code)
  const match = hashes.find((hash) => sameHash(hash, given))
  if (!match) return { ok: false }
  const left = hashes.filter((hash) => hash !== match)
  return { ok: true, update: { [twoFactorFields.recovery]: left }, usedRecovery: true, left: left.length }
}

const failure = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  new APIError(message, status, { code, ...extra }, true)

const wrongCode = () =>
  failure(
    401,
    twoFactorErrors.wrong,
    'That code is not right (or was used already). Enter the current code from your app, or a recovery code.',
  )

/** A code checked for this account, counted against it: past the limit, 429 even for the right one. */
async function acceptCode(req: PayloadRequest, account: StoredFactor, code: string): Promise<Extract<Checked, { ok: true }>> {
  const bucketKey = `account:${account.id}`
  const tooMany = await countAttempt('secondFactor', bucketKey)
  if (tooMany) throw failure(429, 'too_many_requests', tooMany)
  const checked = await checkCode(account, code)
  if (!checked.ok) throw wrongCode()
  await forgiveAttempts('secondFactor', bucketKey, { all: true })
  return checked
}

// —— Setting it up ——

/** What the person sees to set it up: the secret (to type), its otpauth address as a QR code (SVG), and the proof to send back. */
async function setupFor(account: { id: number; email: string }) {
  const secret = generateSecret()
  const uri = generateURI({ issuer: issuer(), label: account.email, secret })
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  const setupToken = createToken('two-factor-setup', `${account.id}:${secret}`, setupLifetimeMs)
  return { secret, uri, qrSvg, setupToken }
}

/** The secret a setup proof carries, if it is this account's and still valid. */
function secretFromSetup(accountId: number, setupToken: string): string | null {
  const checked = checkToken('two-factor-setup', setupToken)
  if (!checked.ok) return null
  const [id, secret] = checked.subject.split(':')
  return id === String(accountId) && secret ? secret : null
}

/** Turns it on with the secret from a setup proof and a first code from the app; the recovery codes, shown once. */
async function enable(req: PayloadRequest, account: StoredFactor, setupToken: string, code: string) {
  const secret = secretFromSetup(account.id, setupToken)
  if (!secret) throw failure(400, 'setup_expired', 'This setup has expired. Start again: a new QR code will be shown.')
  const probe = { ...account, [twoFactorFields.secret]: sealSecret(secret), [twoFactorFields.lastStep]: null }
  const checked = await acceptCode(req, probe, code)
  if (checked.usedRecovery) throw wrongCode()
  const { codes, hashes } = newRecoveryCodes()
  await req.payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: {
      [twoFactorFields.enabled]: true,
      [twoFactorFields.secret]: probe[twoFactorFields.secret],
      [twoFactorFields.recovery]: hashes,
      ...checked.update,
    },
    req,
  })
  await record(req.payload, { action: 'two-factor-on', collection: 'users', document: account.id, title: account.email }, req, account)
  return codes
}

const off = {
  [twoFactorFields.enabled]: false,
  [twoFactorFields.secret]: null,
  [twoFactorFields.recovery]: null,
  [twoFactorFields.lastStep]: null,
}

/** Whether the settings require two-factor sign-in of this account (administrators, when the setting is on). */
async function requiredFor(req: PayloadRequest, account: Pick<StoredFactor, 'roles'>): Promise<boolean> {
  if (!account.roles?.includes('admin')) return false
  const settings = await req.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, req })
  return settings.requireTwoFactorForAdmins === true
}

// —— The sign-in ——

const SignInFactor = z.object({ code: z.string().trim().max(64).optional(), setupToken: z.string().max(1000).optional() })

/**
 * Users hook (before login): runs once the password is right, inside the
 * sign-in's transaction, before a token exists. A refusal here leaves no
 * session behind (Payload revokes it and rolls the transaction back).
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  const account = await storedFactor(req, user.id)
  const given = SignInFactor.catch({}).parse(req.data ?? {})
  if (account[twoFactorFields.enabled]) {
    if (!given.code) throw failure(401, twoFactorErrors.required, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
    const checked = await acceptCode(req, account, given.code)
    await req.payload.db.updateOne({ collection: 'users', id: account.id, data: checked.update, req })
    if (checked.usedRecovery)
      await record(
        req.payload,
        {
          action: 'recovery-code-used',
          collection: 'users',
          document: account.id,
          title: account.email,
          detail: `${checked.left} recovery codes left`,
        },
        req,
        account,
      )
    return user
  }
  if (!(await requiredFor(req, account))) return user
  if (given.setupToken && given.code) {
    const codes = await enable(req, account, given.setupToken, given.code)
    // Set on the request's context as it is now: the writes above give the request a context of their own.
    req.context.recoveryCodes = codes
    return user
  }
  throw failure(
    403,
    twoFactorErrors.setupRequired,
    'Administrators must use two-factor sign-in here. Scan the QR code with an authenticator app, then enter the code it shows.',
    await setupFor(account),
  )
}

/** Users hook (after a login operation): recovery codes made during the sign-in go back with it, shown once. */
export const returnRecoveryCodes: CollectionAfterOperationHook = ({ operation, result, req }) => {
  if (operation !== 'login') return result
  const codes = z.array(z.string()).safeParse(req.context.recoveryCodes)
  return codes.success ? { ...result, recoveryCodes: codes.data } : result
}

// —— The account's own endpoints: /cms/api/users/two-factor/… ——

const signedIn = (req: PayloadRequest) => {
  if (!req.user || req.user.collection !== 'users') throw failure(401, 'unauthorized', 'Sign in first.')
  return req.user
}

async function body<T extends z.ZodTypeAny>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  await addDataAndFileToRequest(req)
  const parsed = schema.safeParse(req.data ?? {})
  if (!parsed.success)
    throw failure(400, 'invalid_request', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '))
  return parsed.data
}

const CodeBody = z.object({ code: z.string({ error: 'Enter a code.' }).trim().min(1, 'Enter a code.').max(64) })
const EnableBody = CodeBody.extend({ setupToken: z.string({ error: 'The setup is missing.' }).min(1).max(1000) })

const ok = (data: Record<string, unknown>) => Response.json(data, { status: 200 })

export const twoFactorEndpoints: Endpoint[] = [
  {
    // Whether it is on for the signed-in account, whether it may be turned on, and whether it is required.
    path: '/two-factor',
    method: 'get',
    handler: async (req) => {
      const user = signedIn(req)
      const account = await storedFactor(req, user.id)
      return ok({
        enabled: Boolean(account[twoFactorFields.enabled]),
        available: userCanPublish(user),
        required: await requiredFor(req, account),
        recoveryCodesLeft: RecoveryHashes.catch([]).parse(account[twoFactorFields.recovery]).length,
      })
    },
  },
  {
    path: '/two-factor/setup',
    method: 'post',
    handler: async (req) => {
      const user = signedIn(req)
      if (!userCanPublish(user)) throw failure(403, 'forbidden', 'Two-factor sign-in is for editors and administrators.')
      const account = await storedFactor(req, user.id)
      if (account[twoFactorFields.enabled]) throw failure(409, 'already_on', 'Two-factor sign-in is already on for this account.')
      return ok(await setupFor(account))
    },
  },
  {
    path: '/two-factor/enable',
    method: 'post',
    handler: async (req) => {
      const user = signedIn(req)
      if (!userCanPublish(user)) throw failure(403, 'forbidden', 'Two-factor sign-in is for editors and administrators.')
      const { setupToken, code } = await body(req, EnableBody)
      const account = await storedFactor(req, user.id)
      if (account[twoFactorFields.enabled]) throw failure(409, 'already_on', 'Two-factor sign-in is already on for this account.')
      return ok({ enabled: true, recoveryCodes: await enable(req, account, setupToken, code) })
    },
  },
  {
    // New recovery codes (the old ones stop working), with a code from the app.
    path: '/two-factor/recovery-codes',
    method: 'post',
    handler: async (req) => {
      const user = signedIn(req)
      const { code } = await body(req, CodeBody)
      const account = await storedFactor(req, user.id)
      if (!account[twoFactorFields.enabled]) throw failure(409, 'not_on', 'Two-factor sign-in is not on for this account.')
      const checked = await acceptCode(req, account, code)
      const { codes, hashes } = newRecoveryCodes()
      await req.payload.db.updateOne({
        collection: 'users',
        id: account.id,
        data: { ...checked.update, [twoFactorFields.recovery]: hashes },
        req,
      })
      await record(
        req.payload,
        { action: 'recovery-codes-renewed', collection: 'users', document: account.id, title: account.email },
        req,
        account,
      )
      return ok({ recoveryCodes: codes })
    },
  },
  {
    path: '/two-factor/disable',
    method: 'post',
    handler: async (req) => {
      const user = signedIn(req)
      const { code } = await body(req, CodeBody)
      const account = await storedFactor(req, user.id)
      if (!account[twoFactorFields.enabled]) throw failure(409, 'not_on', 'Two-factor sign-in is not on for this account.')
      if (await requiredFor(req, account))
        throw failure(403, 'required', 'The settings require two-factor sign-in for administrators: it cannot be turned off.')
      await acceptCode(req, account, code)
      await req.payload.db.updateOne({ collection: 'users', id: account.id, data: off, req })
      await record(req.payload, { action: 'two-factor-off', collection: 'users', document: account.id, title: account.email }, req, account)
      return ok({ enabled: false })
    },
  },
  {
    // An administrator turns it off for a colleague who lost their phone and their recovery codes.
    path: '/:id/two-factor/reset',
    method: 'post',
    handler: async (req) => {
      const user = signedIn(req)
      if (!user.roles?.includes('admin')) throw failure(403, 'forbidden', 'Only administrators reset a colleague’s two-factor sign-in.')
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id)) throw failure(400, 'invalid_request', 'Give the account’s ID.')
      const row = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })
      if (!row) throw failure(404, 'not_found', 'There is no such account.')
      const account = StoredFactor.parse(row)
      await req.payload.db.updateOne({ collection: 'users', id, data: off, req })
      await record(req.payload, { action: 'two-factor-reset', collection: 'users', document: id, title: account.email }, req)
      return ok({ enabled: false })
    },
  },
]
