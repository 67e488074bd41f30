import { describe, expect, it } from 'vitest'

import { bucketLimit, clientAddress, limitAttempt } from '@/lib/rateLimit'
import { checkToken, createToken } from '@/lib/tokens'
import { ContractError } from '@/lib/contract'
import { employeeIdPattern, normaliseEmployeeId } from '@/lib/schema/employeeId'
import { contactForm, tenderRequestForm } from '@/cms/seed/data/forms'
import type * as CMS from '@/cms/payload-types'
import type { PublicForm } from '@/lib/contract/records'
import { publicForm } from '@/content/map'
import { answers, formSchema } from '@/lib/forms/builder'
import { SubscribeForm, fieldErrors } from '@/lib/forms/schemas'
import { topicIds } from '@/lib/schema/newsletterTopics'

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
    expect(parsed).toEqual({
      form: 'subscribe',
      email: 'reader@example.org',
      name: undefined,
      topics: [...topicIds],
      themes: [],
      divisions: [],
    })
  })

  it("take the topics as a list or as the page's checkboxes; none ticked on the page is refused", () => {
    const base = { form: 'subscribe', email: 'reader@example.org' }
    expect(SubscribeForm.parse({ ...base, topics: ['events', 'news', 'events'] }).topics).toEqual(['news', 'events'])
    expect(SubscribeForm.parse({ ...base, topicsShown: '1', 'topic-press-releases': 'on' }).topics).toEqual(['press-releases'])
    expect(errorsOf(SubscribeForm.safeParse({ ...base, topicsShown: '1' }))).toEqual({ 'topic-news': 'Choose at least one topic.' })
    expect(errorsOf(SubscribeForm.safeParse({ ...base, topics: ['gossip'] }))).toHaveProperty('topics')
  })

  it("take research themes and divisions as lists of ids or as the page's checkboxes", () => {
    const base = { form: 'subscribe', email: 'reader@example.org' }
    const ticked = SubscribeForm.parse({ ...base, 'theme-3': 'on', 'theme-5': 'on', 'division-2': 'on', 'theme-7': 'off' })
    expect([ticked.themes, ticked.divisions]).toEqual([[3, 5], [2]])
    expect(SubscribeForm.parse({ ...base, themes: [4, 4, '9'] }).themes).toEqual([4, 9])
    expect(errorsOf(SubscribeForm.safeParse({ ...base, themes: ['sleep'] }))).toEqual({
      themes: 'A research theme is named by its id, a number.',
    })
    expect(errorsOf(SubscribeForm.safeParse({ ...base, 'division-x': 'on' }))).toHaveProperty('divisions')
  })

  // Editor-built forms: the schema comes from the form's definition (the demo's contact and tender forms here).
  const contact = publicForm({ ...contactForm, id: 1 } as unknown as CMS.Form)
  const tender = publicForm({ ...tenderRequestForm, id: 2 } as unknown as CMS.Form)
  const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
    result.success || !result.error ? {} : fieldErrors(result.error)

  it('give one message per invalid field of an editor-built form', () => {
    expect(errorsOf(formSchema(contact).safeParse({ name: ' ', email: 'x@', topic: 'other' }))).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.org.',
      topic: 'Choose a topic from the list.',
      message: 'Fill in “Message”.',
    })
  })

  it('limit lengths', () => {
    const long = formSchema(contact).safeParse({
      name: 'n'.repeat(1001),
      email: 'a@example.org',
      topic: 'general',
      message: 'm'.repeat(5001),
    })
    expect(errorsOf(long)).toEqual({ name: 'Use at most 1,000 characters.', message: 'Use at most 5,000 characters.' })
  })

  it('check types: numbers, checkboxes, countries; normalise what is stored; drop fields the form lacks', () => {
    const form: Pick<PublicForm, 'fields'> = {
      fields: [
        { type: 'number', name: 'age', label: 'Age', required: true, defaultValue: null },
        { type: 'checkbox', name: 'consent', label: 'I agree', required: true, defaultValue: false },
        { type: 'checkbox', name: 'news', label: 'Send news', required: false, defaultValue: false },
        { type: 'country', name: 'country', label: 'Country', required: false, defaultValue: null },
      ],
    }
    expect(errorsOf(formSchema(form).safeParse({ age: 'twelve', consent: 'maybe', country: 'Atlantis' }))).toEqual({
      age: 'Age: enter a number, like 12 or 3.5.',
      consent: 'I agree: tick the box or leave it empty.',
      country: 'Choose a country from the list.',
    })
    expect(errorsOf(formSchema(form).safeParse({ age: '3', consent: 'false' }))).toEqual({ consent: 'Tick “I agree” to continue.' })
    const ok = answers(form, { age: ' 42 ', consent: 'on', country: 'ke', extra: 'dropped' })
    expect(ok.success && ok.data.map((a) => [a.field.name, a.value])).toEqual([
      ['age', 42],
      ['consent', 'yes'],
      ['news', 'no'],
      ['country', 'Kenya'],
    ])
  })

  it('the tender request form requires every field and a known country', () => {
    expect(Object.keys(errorsOf(formSchema(tender).safeParse({})))).toEqual(['name', 'organisation', 'email', 'tenderReference', 'country'])
    expect(
      formSchema(tender).safeParse({ name: 'A', organisation: 'B', email: 'a@b.org', tenderReference: 'NVH/T/2026/001', country: 'GH' })
        .success,
    ).toBe(true)
  })

  it('employee IDs: letters, hyphen, digits, case-insensitive', () => {
    expect(employeeIdPattern.test(normaliseEmployeeId(' nvh-01234 '))).toBe(true)
    for (const bad of ['NVH01234', 'N-1234', 'NVH-12', 'NVH-1234567', "NVH-1234' OR 1=1"])
      expect(employeeIdPattern.test(normaliseEmployeeId(bad))).toBe(false)
  })
})
