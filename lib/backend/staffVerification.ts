import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'

import type * as CMS from '../../cms/payload-types'
import { cmsSecret } from '../../cms/secret'
import { ContractError, records } from '../contract'
import { cms } from './cms'
import { divisionRef } from '../../content/map'
import { spendOnce } from '../singleUse'
import { checkToken, createToken } from '../tokens'

/**
 * Staff verification: a visitor proves they are a person by solving a
 * self-hosted proof-of-work captcha (ALTCHA) bound to one employee ID, gets a
 * short-lived single-use proof for that ID, and spends the proof to see the
 * result. The registry is never listed; an unknown or inactive ID reveals nothing.
 */

/** How long the visitor has to solve the captcha. */
const captchaLifetimeMs = 10 * 60 * 1000
/** How long the proof is good for, between solving the captcha and opening the result. */
const proofLifetimeMs = 2 * 60 * 1000

/** PBKDF2 work per attempt and the range the answer is drawn from: well under a second or two in a phone's browser. */
const captchaCost = 1_000
const answerRange = [2_000, 6_000] as const

const captchaSecret = () => createHmac('sha256', cmsSecret()).update('captcha').digest('hex')

export async function captchaChallenge(employeeId: string): Promise<records.CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: captchaCost,
    counter: randomInt(answerRange[1] - answerRange[0]) + answerRange[0],
    deriveKey,
    expiresAt: new Date(Date.now() + captchaLifetimeMs),
    data: { employeeId },
    hmacSignatureSecret: captchaSecret(),
  })
  return records.CaptchaChallenge.parse(challenge)
}

/** The hidden field the ALTCHA widget posts: base64 JSON of the challenge and its solution. */
const WidgetPayload = z.object({
  challenge: records.CaptchaChallenge,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512), time: z.number().optional() }),
})

const captchaFailed = () => new ContractError(400, 'captcha_failed', 'The check that you are a person did not pass. Please try again.')

export async function issueProof(employeeId: string, captcha: string): Promise<records.StaffProof> {
  let payload: z.infer<typeof WidgetPayload>
  try {
    payload = WidgetPayload.parse(JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')))
  } catch {
    throw captchaFailed()
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: captchaSecret(),
  })
  if (result.expired) throw new ContractError(400, 'captcha_expired', 'The check that you are a person has expired. Please try again.')
  if (!result.verified) throw captchaFailed()
  // The challenge is signed with the employee ID it was made for: it cannot be moved to another.
  if (payload.challenge.parameters.data?.employeeId !== employeeId) throw captchaFailed()
  // ALTCHA counts expiry in seconds. The spent mark must outlive the challenge, or pruning would let it be spent again.
  const expiresAtSeconds = payload.challenge.parameters.expiresAt
  const expires = new Date(expiresAtSeconds ? expiresAtSeconds * 1000 : Date.now() + captchaLifetimeMs)
  if (!(await spendOnce(await cms(), `captcha:${payload.challenge.signature}`, expires)))
    throw new ContractError(400, 'captcha_used', 'This check has already been used. Please solve a new one.')
  const proof = createToken('staff-proof', employeeId, proofLifetimeMs)
  return { employeeId, proof, expiresAt: new Date(Date.now() + proofLifetimeMs).toISOString() }
}

export async function verifyStaff(employeeId: string, proof: string): Promise<records.StaffVerification> {
  const check = checkToken('staff-proof', proof)
  if (!check.ok && check.reason === 'expired')
    throw new ContractError(400, 'proof_expired', 'Your check has expired. Please confirm again that you are a person.')
  if (!check.ok || check.subject !== employeeId)
    throw new ContractError(400, 'proof_invalid', 'Please confirm that you are a person before seeing the result.')
  if (!(await spendOnce(await cms(), `proof:${check.nonce}`, new Date(check.expiresAt))))
    throw new ContractError(400, 'proof_used', 'This result has already been shown once. Please confirm again that you are a person.')

  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'staff',
    where: { employeeId: { equals: employeeId } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const staff = docs[0]
  if (!staff || staff.status !== 'active') return { verified: false, employeeId }
  return {
    verified: true,
    employeeId,
    name: staff.name,
    designation: staff.designation,
    division: divisionRef(staff.division ?? null)?.name ?? null,
    photo: portrait(staff.photo, staff.name, proof),
  }
}

/**
 * The staff portrait's address with the visitor's proof: the portraits are not
 * public, and the file endpoint serves one only with a valid proof for that
 * person (cms/collections/StaffPortraits.ts).
 */
function portrait(photo: number | CMS.StaffPortrait | null | undefined, name: string, proof: string): records.Image | null {
  if (!photo || typeof photo !== 'object' || !photo.url) return null
  return {
    url: `${photo.url}?${new URLSearchParams({ proof })}`,
    alt: `Photo of ${name}`,
    width: photo.width ?? null,
    height: photo.height ?? null,
    credit: null,
    focalPoint: null,
    bytes: null,
    mimeType: null,
  }
}
