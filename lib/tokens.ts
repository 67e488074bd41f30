import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { cmsSecret } from '../cms/secret'

/**
 * Signed, expiring tokens for links and proofs (subscription confirmation,
 * unsubscribe, staff verification, the CMS's first administrator). `payload.signature`, both base64url; the
 * key is derived from the CMS secret per purpose, so a token made for one
 * purpose is worthless for another.
 */
export type TokenPurpose =
  | 'subscribe-confirm'
  | 'unsubscribe'
  /** A subscriber's preferences page: the topics an address receives (the newsletter's every message links to it). */
  | 'subscription-preferences'
  | 'staff-proof'
  /** The setup link printed while the CMS has no account, and the cookie it is traded for (cms/access/firstAdmin.ts). */
  | 'first-admin-link'
  | 'first-admin-pass'
  /** A two-factor secret shown for setting up, until its first code (cms/twoFactor.ts). */
  | 'two-factor-setup'

type Claims = { p: TokenPurpose; s: string; x: number; n: string }

export type TokenCheck =
  | { ok: true; subject: string; nonce: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; subject?: string }

const keyFor = (purpose: TokenPurpose) => createHmac('sha256', cmsSecret()).update(`token:${purpose}`).digest()
const sign = (purpose: TokenPurpose, body: string) => createHmac('sha256', keyFor(purpose)).update(body).digest('base64url')

export function createToken(purpose: TokenPurpose, subject: string, lifetimeMs: number, now = Date.now()): string {
  const claims: Claims = { p: purpose, s: subject, x: now + lifetimeMs, n: randomBytes(12).toString('base64url') }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(purpose, body)}`
}

export function checkToken(purpose: TokenPurpose, token: string, now = Date.now()): TokenCheck {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 1000) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(sign(purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' }
  let claims: Claims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (claims.p !== purpose || typeof claims.s !== 'string' || typeof claims.x !== 'number' || typeof claims.n !== 'string')
    return { ok: false, reason: 'malformed' }
  if (claims.x <= now) return { ok: false, reason: 'expired', subject: claims.s }
  return { ok: true, subject: claims.s, nonce: claims.n, expiresAt: claims.x }
}
