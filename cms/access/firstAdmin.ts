import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { generateCookie, parseCookies } from 'payload/shared'

import { checkToken, createToken } from '../../lib/tokens'
import { siteUrl } from '../../lib/siteUrl'
import { refusal } from '.'
import { secureCookies } from './origins'

/**
 * Who may create the first administrator of a new deployment, where there is no
 * account yet. Only:
 *  - the server's own code (Payload's local API): ADMIN_EMAIL and ADMIN_PASSWORD
 *    at start (`firstAdministratorAtStart`) and `npm run create-admin`;
 *  - someone holding the setup link the server prints on its console at start:
 *    opening it sets a short-lived httpOnly cookie that lets /admin's
 *    create-first-user form through.
 * Payload's anonymous first-register is refused otherwise. However many
 * attempts race, one account is created: each claims one single-use row
 * (used-tokens) in the create's transaction, and only one claim can exist.
 */

const linkLifetime = 24 * 60 * 60_000
const passLifetime = 30 * 60_000
const passCookie = 'first-administrator'
/** The single-use row of the first administrator. It expires so that a database whose accounts were all deleted can start over. */
const claim = { key: 'first-administrator', lifetime: 10 * 60_000 }
/** Set in req.context by the guard when this create is the first administrator's. */
const isFirstAdministrator = 'firstAdministrator'

const setupLinkRequired =
  'The first administrator can only be created with the setup link the server prints on its console while no account exists. ' +
  'Alternatively set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server, or run `npm run create-admin`.'
const alreadyCreated = 'The first administrator has already been created. Sign in instead.'

/** The link to print: valid for a day, on any instance sharing the CMS secret. */
export const setupLink = (payload: Payload): string =>
  `${siteUrl()}${payload.config.routes.api}/users/setup?token=${createToken('first-admin-link', 'setup', linkLifetime)}`

/** GET /cms/api/users/setup?token=…: the printed link. Trades the token for the cookie, then opens the form. */
export const setupEndpoint: Endpoint = {
  path: '/setup',
  method: 'get',
  handler: async (req) => {
    if (!checkToken('first-admin-link', req.searchParams.get('token') ?? '').ok)
      throw refusal(
        403,
        'invalid_setup_link',
        'This setup link is not valid or has expired. Restart the server for a new one, or run `npm run create-admin`.',
      )
    const { admin, api } = req.payload.config.routes
    const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
    if (totalDocs > 0) return new Response(null, { status: 303, headers: { location: admin } })
    const cookie = generateCookie<false>({
      name: passCookie,
      value: createToken('first-admin-pass', 'setup', passLifetime),
      path: `${api}/users`,
      maxAge: passLifetime / 1000,
      httpOnly: true,
      sameSite: 'Strict',
      secure: secureCookies(),
      returnCookieAsObject: false,
    })
    return new Response(null, { status: 303, headers: { location: `${admin}/create-first-user`, 'set-cookie': cookie } })
  },
}

/**
 * The setup cookie, sent by a page of this site: a cross-site request may carry
 * it only if it has no Origin and does not say it is cross-site (not a browser).
 */
function hasSetupPass(req: PayloadRequest): boolean {
  const pass = parseCookies(req.headers).get(passCookie)
  if (!pass || !checkToken('first-admin-pass', pass).ok) return false
  const origin = req.headers.get('origin')
  return origin ? req.payload.config.csrf.includes(origin) : req.headers.get('sec-fetch-site') !== 'cross-site'
}

/** Users hook (before change): an account created without a signed-in administrator is the first administrator, or is refused. */
export const guardFirstAdministrator: CollectionBeforeChangeHook = async ({ req, operation, data, context }) => {
  if (operation !== 'create' || req.user) return data
  if (req.payloadAPI === 'local') {
    // The server's own tools add accounts as they say, once there is one.
    const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
    if (totalDocs > 0) return data
  } else if (!hasSetupPass(req)) {
    // Over HTTP only Payload's first-register gets here anonymously (it overrides access).
    throw refusal(403, 'setup_link_required', setupLinkRequired)
  }
  context[isFirstAdministrator] = true
  return { ...data, roles: ['admin'] }
}

/** Users hook (after change): the first administrator's claim, which only one create can make. */
export const claimFirstAdministrator: CollectionAfterChangeHook = async ({ req, operation, doc, context }) => {
  if (operation !== 'create' || !context[isFirstAdministrator]) return doc
  delete context[isFirstAdministrator]
  const now = Date.now()
  const where = { key: { equals: claim.key } }
  // A claim older than any race belongs to accounts since deleted.
  await req.payload.delete({
    collection: 'used-tokens',
    where: { ...where, expiresAt: { less_than: new Date(now).toISOString() } },
    overrideAccess: true,
    req,
  })
  try {
    await req.payload.create({
      collection: 'used-tokens',
      data: { key: claim.key, expiresAt: new Date(now + claim.lifetime).toISOString() },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    // SQLite has no transaction here: the account row is written, take it back. On PostgreSQL the
    // transaction is rolled back and this finds nothing.
    await req.payload.db.deleteOne({ collection: 'users', where: { id: { equals: doc.id } }, returning: false })
    const { totalDocs } = await req.payload.count({ collection: 'used-tokens', where, overrideAccess: true })
    if (totalDocs > 0) throw refusal(403, 'already_created', alreadyCreated)
    throw error
  }
  return doc
}

/**
 * At start, on a database without accounts: the administrator from ADMIN_EMAIL
 * and ADMIN_PASSWORD, else the setup link on the console. Scripts that run
 * Payload outside Next.js (seed, create-admin) print no link.
 */
export async function firstAdministratorAtStart(payload: Payload): Promise<void> {
  const hasAccounts = async () => (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0
  if (await hasAccounts()) return
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env
  if (email && password) {
    try {
      await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
      payload.logger.info(`CMS: administrator ${email} created from ADMIN_EMAIL and ADMIN_PASSWORD.`)
      return
    } catch (error) {
      if (await hasAccounts()) return // another instance, starting at the same time, created it
      payload.logger.error(`CMS: the administrator from ADMIN_EMAIL and ADMIN_PASSWORD could not be created: ${describeError(error)}`)
    }
  } else if (email || password) {
    payload.logger.warn('CMS: ADMIN_EMAIL and ADMIN_PASSWORD are used together; one of them is not set.')
  }
  if (process.env.NEXT_RUNTIME)
    payload.logger.info(`CMS: no account yet. Create the first administrator (link valid for 24 hours):\n\n  ${setupLink(payload)}\n`)
}

/** What went wrong, readably: Payload's validation errors name each field. */
export function describeError(error: unknown): string {
  if (error instanceof ValidationError) return error.data.errors.map((e) => `${e.path}: ${e.message}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}
