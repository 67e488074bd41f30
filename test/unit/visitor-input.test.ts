import { describe, expect, it } from 'vitest'

import { bucketLimit, clientAddress, limitAttempt } from '@/lib/backend/rateLimit'
import { checkToken, createToken } from '@/lib/backend/tokens'
import { ContractError } from '@/lib/contract'
import { employeeIdPattern, normaliseEmployeeId } from '@/lib/forms/employeeId'
import { ContactForm, SubscribeForm, fieldErrors } from '@/lib/forms/schemas'

process.env.PAYLOAD_SECRET ??= 'unit-tests'

describe('signed tokens', () => {
  it('round-trips the subject for its purpose', () => {
    const token = createToken('subscribe-confirm', 'a@example.org', 60_000)
    expect(checkToken('subscribe-confirm', token)).toMatchObject({ ok: true, subject: 'a@example.org' })
  })

  it('expires', () => {
    const now = 1_800_000_000_000
    const token = createToken('staff-proof', 'NVH-01001', 1_000, now)
    expect(checkToken('staff-proof', token, now + 999).ok).toBe(true)
    expect(checkToken('staff-proof', token, now + 1_000)).toEqual({ ok: false, reason: 'expired', subject: 'NVH-01001' })
  })

  it('is worthless for another purpose, when tampered with, or when malformed', () => {
    const token = createToken('unsubscribe', 'a@example.org', 60_000)
    expect(checkToken('subscribe-confirm', token)).toMatchObject({ ok: false, reason: 'signature' })
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 'b@example.org', x: Date.now() + 60_000, n: 'x' })).toString(
      'base64url',
    )
    expect(checkToken('unsubscribe', `${forged}.${signature}`)).toMatchObject({ ok: false, reason: 'signature' })
    expect(checkToken('unsubscribe', `${body}.${signature}x`)).toMatchObject({ ok: false, reason: 'signature' })
    for (const bad of ['', 'abc', 'a.b.c', '.', `${body}.`]) expect(checkToken('unsubscribe', bad).ok).toBe(false)
  })

  it('gives each token its own nonce', () => {
    const a = checkToken('staff-proof', createToken('staff-proof', 'NVH-01001', 60_000))
    const b = checkToken('staff-proof', createToken('staff-proof', 'NVH-01001', 60_000))
    expect(a.ok && b.ok && a.nonce !== b.nonce).toBe(true)
  })
})

describe('rate limits', () => {
  it('reads limits from the environment as points/seconds, else the defaults', () => {
    expect(bucketLimit('forms', { RATE_LIMIT_FORMS: '3/60' })).toEqual({ points: 3, duration: 60 })
    expect(bucketLimit('forms', { RATE_LIMIT_FORMS: 'lots' })).toEqual({ points: 5, duration: 600 })
    expect(bucketLimit('verification', {})).toEqual({ points: 10, duration: 600 })
    expect(bucketLimit('loginAccount', { RATE_LIMIT_LOGIN_ACCOUNT: '3/60', RATE_LIMIT_LOGIN: '9/90' })).toEqual({ points: 3, duration: 60 })
  })

  it('refuses the attempt after the limit with a 429 and a readable wait', async () => {
    const client = `unit-${Math.random()}`
    for (let i = 0; i < 5; i++) await limitAttempt('forms', client)
    const error = await limitAttempt('forms', client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractError)
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests' })
    expect((error as Error).message).toMatch(/try again in 10 minutes/)
    await expect(limitAttempt('forms', `${client}-other`)).resolves.toBeUndefined()
  })

  it('takes the address the nearest proxy appended to X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.10' }))).toBe('203.0.113.10')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('form schemas', () => {
  it('normalise addresses and strip unknown fields', () => {
    const parsed = SubscribeForm.parse({ form: 'subscribe', email: '  Reader@Example.ORG ', name: '', website: 'x', admin: true })
    expect(parsed).toEqual({ form: 'subscribe', email: 'reader@example.org', name: undefined })
  })

  it('give one message per invalid field', () => {
    const result = ContactForm.safeParse({ form: 'contact', name: ' ', email: 'x@', topic: 'other', message: 'short' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldErrors(result.error)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.org.',
      topic: 'Choose a topic.',
      message: 'Write at least 10 characters.',
    })
  })

  it('limit lengths', () => {
    const long = ContactForm.safeParse({
      form: 'contact',
      name: 'n'.repeat(201),
      email: 'a@example.org',
      topic: 'general',
      message: 'm'.repeat(5001),
    })
    expect(long.success ? {} : fieldErrors(long.error)).toEqual({
      name: 'Use at most 200 characters.',
      message: 'Use at most 5,000 characters.',
    })
  })

  it('employee IDs: letters, hyphen, digits, case-insensitive', () => {
    expect(employeeIdPattern.test(normaliseEmployeeId(' nvh-01234 '))).toBe(true)
    for (const bad of ['NVH01234', 'N-1234', 'NVH-12', 'NVH-1234567', "NVH-1234' OR 1=1"])
      expect(employeeIdPattern.test(normaliseEmployeeId(bad))).toBe(false)
  })
})
