import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { clientAddress, countAttempt, forgiveAttempts } from '../../lib/rateLimit'
import { refusal } from '.'

/**
 * Sign-in throttling for the CMS. Payload's own lock (maxLoginAttempts) locks an
 * account for everyone, so anyone could lock out an administrator by failing on
 * purpose. Instead, attempts are counted per client (`login`) and per account
 * and client (`loginAccount`) in the site's rate limiter, and a successful
 * sign-in takes its attempt back: what is left counts failures.
 *
 * An unknown account costs a password hash too, so neither the answer (Payload
 * says "The email or password provided is incorrect." for both) nor its timing
 * tells which accounts exist.
 */

const SignInAttempt = z.object({ email: z.string().trim().toLowerCase().min(1), password: z.string().min(1) })

/** The rate limiter's key for one account from one client (the email hashed: keys may live in Redis). */
const accountKey = (email: string, client: string) => `${createHash('sha256').update(email).digest('base64url')}:${client}`

const pbkdf2Async = promisify(pbkdf2)
/** The work of checking a password against Payload's current hash (pbkdf2-sha256-v1: 600,000 rounds, 32 bytes). */
const hashLikeAPassword = (password: string) => pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')

const accountExists = async (req: PayloadRequest, email: string) =>
  Boolean(await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req }))

/** Before a sign-in over HTTP: refuse with 429 once the client has failed too often, and hash for unknown accounts. */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const attempt = SignInAttempt.safeParse('data' in args ? args.data : undefined)
  if (!attempt.success) return args // Payload answers 400: an email and a password are required
  const { email, password } = attempt.data
  const client = clientAddress(req.headers)
  const tooMany = (await countAttempt('login', client)) ?? (await countAttempt('loginAccount', accountKey(email, client)))
  if (tooMany) throw refusal(429, 'too_many_requests', tooMany)
  if (!(await accountExists(req, email))) await hashLikeAPassword(password)
  return args
}

const ResetRequest = z.object({ email: z.string().trim().toLowerCase().min(1) })

/**
 * Before a password-reset request over HTTP: at most a few per address (each
 * sends its owner a message) and per client, else 429. Counted whether or not
 * the account exists, so the answer tells nothing about which do.
 */
export const throttlePasswordResets: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const request = ResetRequest.safeParse('data' in args ? args.data : undefined)
  if (!request.success) return args // Payload answers 400: an email is required
  const emailKey = createHash('sha256').update(request.data.email).digest('base64url')
  const tooMany =
    (await countAttempt('passwordReset', clientAddress(req.headers))) ?? (await countAttempt('passwordResetAccount', emailKey))
  if (tooMany) throw refusal(429, 'too_many_requests', tooMany)
  return args
}

/** After a successful sign-in over HTTP: it was no failure. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  const client = clientAddress(req.headers)
  await forgiveAttempts('login', client)
  await forgiveAttempts('loginAccount', accountKey(String(user.email).toLowerCase(), client), { all: true })
  return user
}
