import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { getPayload, type Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffExamples } from '@/cms/seed/data/staff'
import { resetMailTransport } from '@/lib/mail'
import { createToken } from '@/lib/tokens'
import { ErrorBody, endpoints, type records } from '@/lib/contract'

import { api, newClient, postJson } from '../support/api'

/**
 * What visitors send: forms, the newsletter's double opt-in and staff
 * verification, through the route handlers against the seeded database.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

const expectError = (response: { status: number; body: unknown }, status: number, code?: string) => {
  expect(response.status).toBe(status)
  const parsed = ErrorBody.parse(response.body)
  if (code) expect(parsed.error.code).toBe(code)
  expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/)
  return parsed.error
}

const count = (collection: 'form-submissions' | 'subscribers' | 'outbox') =>
  payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs)

const outboxFor = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', pagination: false, overrideAccess: true }))
    .docs

const contact = {
  form: 'contact',
  name: 'Ada Test',
  email: 'ada@example.org',
  topic: 'research',
  message: 'We would like to collaborate on a study.',
}

describe('forms', () => {
  it('an unknown or missing form is refused and nothing is stored', async () => {
    const before = await count('form-submissions')
    expectError(await postJson('/api/form-submit', { ...contact, form: 'no-such-form' }), 400, 'unknown_form')
    expectError(await postJson('/api/form-submit', { name: 'No form' }), 400, 'unknown_form')
    expect(await count('form-submissions')).toBe(before)
  })

  it('invalid fields get one readable message each, and nothing is stored or sent', async () => {
    const [forms, mails] = [await count('form-submissions'), await count('outbox')]
    const error = expectError(
      await postJson('/api/form-submit', { form: 'contact', name: '', email: 'not-an-address', topic: 'lottery', message: ' ' }),
      400,
      'invalid_form',
    )
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'topic'])
    expect(error.fields?.email).toMatch(/email address/i)
    expect(error.fields?.message).toBe('Fill in “Message”.')
    expect(await count('form-submissions')).toBe(forms)
    expect(await count('outbox')).toBe(mails)
  })

  it('a filled honeypot is refused and nothing is stored', async () => {
    const before = await count('form-submissions')
    expectError(await postJson('/api/form-submit', { ...contact, website: 'http://spam.example' }), 400, 'rejected')
    expect(await count('form-submissions')).toBe(before)
  })

  it('a contact message is stored with only its own fields and waits in the outbox without SMTP', async () => {
    const email = `contact-${Date.now()}@example.org`
    const response = await postJson('/api/form-submit', { ...contact, email: email.toUpperCase(), extra: '<script>x</script>' })
    expect(response.status).toBe(201)
    const { data } = endpoints.formSubmit.response.parse(response.body)
    expect(data.message).toMatch(/thank you/i)
    const { docs } = await payload.find({
      collection: 'form-submissions',
      where: { 'submissionData.value': { equals: email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['name', contact.name],
      ['email', email],
      ['topic', 'research'],
      ['message', contact.message],
    ])
    const mail = (await payload.find({ collection: 'outbox', where: { replyTo: { equals: email } }, overrideAccess: true })).docs
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ status: 'unsent', to: 'info@northvale.example' })
    expect(mail[0].text).toContain(contact.message)
  })

  it('limits each client: the sixth post in ten minutes gets 429, other clients are unaffected', async () => {
    const client = newClient()
    for (let i = 0; i < 5; i++)
      expect((await postJson('/api/form-submit', { ...contact, message: `Message number ${i} from one client` }, client)).status).toBe(201)
    const before = await count('form-submissions')
    const error = expectError(await postJson('/api/form-submit', contact, client), 429, 'too_many_requests')
    expect(error.message).toMatch(/try again in \d+ minutes?/)
    expect(await count('form-submissions')).toBe(before)
    expect((await postJson('/api/form-submit', contact, newClient())).status).toBe(201)
  })

  describe('with SMTP configured', () => {
    const received: { to: string; body: string }[] = []
    let server: SMTPServer
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, session, callback) {
          let body = ''
          stream.on('data', (chunk) => (body += chunk))
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body })
            callback()
          })
        },
      })
      server.listen(0, '127.0.0.1')
      await once(server.server, 'listening')
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
      resetMailTransport()
    })
    afterAll(async () => {
      delete process.env.SMTP_URL
      resetMailTransport()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })

    it('sends the message through the SMTP server and records it as sent', async () => {
      const email = `smtp-${Date.now()}@example.org`
      expect((await postJson('/api/form-submit', { ...contact, email })).status).toBe(201)
      expect(received.at(-1)?.to).toBe('info@northvale.example')
      expect(received.at(-1)?.body).toContain(`Reply-To: ${email}`)
      const mail = (await payload.find({ collection: 'outbox', where: { replyTo: { equals: email } }, overrideAccess: true })).docs
      expect(mail[0].status).toBe('sent')
    })

    it('an SMTP failure keeps the submission and marks the message failed', async () => {
      process.env.SMTP_URL = 'smtp://127.0.0.1:9' // nothing listens there
      resetMailTransport()
      const email = `smtp-down-${Date.now()}@example.org`
      expect((await postJson('/api/form-submit', { ...contact, email })).status).toBe(201)
      expect(
        await payload.count({ collection: 'form-submissions', where: { 'submissionData.value': { equals: email } }, overrideAccess: true }),
      ).toMatchObject({ totalDocs: 1 })
      const mail = (await payload.find({ collection: 'outbox', where: { replyTo: { equals: email } }, overrideAccess: true })).docs
      expect(mail[0].status).toBe('failed')
    })
  })
})

describe('newsletter subscription (double opt-in)', () => {
  const linkIn = (text: string, path: string) => {
    const match = text.match(new RegExp(`https?://\\S+${path}\\?token=([\\w.-]+)`))
    if (!match) throw new Error(`no ${path} link in: ${text}`)
    return match[1]
  }
  const subscriber = async (email: string) =>
    (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs

  it('an invalid address gets a clear message and nothing is stored', async () => {
    const before = await count('subscribers')
    const error = expectError(await postJson('/api/form-submit', { form: 'subscribe', email: 'someone@' }), 400, 'invalid_form')
    expect(error.fields?.email).toMatch(/email address like/)
    expect(await count('subscribers')).toBe(before)
  })

  it('sign-up → confirmation link → subscribed; re-subscribing is idempotent; unsubscribe link in every message', async () => {
    const email = `reader-${Date.now()}@example.org`
    expect((await postJson('/api/form-submit', { form: 'subscribe', email: email.toUpperCase(), name: 'Reader' })).status).toBe(201)
    expect(await subscriber(email)).toMatchObject([{ status: 'pending', name: 'Reader' }])
    const [confirmation] = await outboxFor(email)
    expect(confirmation.subject).toMatch(/confirm/i)
    const token = linkIn(confirmation.text, '/subscribe/confirm')
    linkIn(confirmation.text, '/subscribe/unsubscribe')

    // Signing up again changes nothing and sends nothing more.
    expect((await postJson('/api/form-submit', { form: 'subscribe', email })).status).toBe(201)
    expect(await subscriber(email)).toHaveLength(1)
    expect(await outboxFor(email)).toHaveLength(1)

    const confirmed = await postJson('/api/subscription/confirm', { token })
    expect(endpoints.subscriptionConfirm.response.parse(confirmed.body).data.status).toBe('subscribed')
    const [row] = await subscriber(email)
    expect(row.status).toBe('subscribed')
    expect(row.confirmedAt).toBeTruthy()
    // Following the link twice is harmless.
    expect((await postJson('/api/subscription/confirm', { token })).body.data.status).toBe('subscribed')

    const mails = await outboxFor(email)
    expect(mails).toHaveLength(2) // confirmation + welcome
    for (const mail of mails) linkIn(mail.text, '/subscribe/unsubscribe')

    const unsubscribe = linkIn(mails[1].text, '/subscribe/unsubscribe')
    expect((await postJson('/api/subscription/unsubscribe', { token: unsubscribe })).body.data.status).toBe('unsubscribed')
    expect((await subscriber(email))[0].status).toBe('unsubscribed')
    // An old confirmation link does not subscribe the address again…
    expectError(await postJson('/api/subscription/confirm', { token }), 400, 'invalid_token')
    // …a new sign-up does, after a new confirmation.
    expect((await postJson('/api/form-submit', { form: 'subscribe', email })).status).toBe(201)
    expect((await subscriber(email))[0].status).toBe('pending')
    expect(await outboxFor(email)).toHaveLength(3)
  })

  it('expired, tampered and wrong-purpose links are refused', async () => {
    const email = `links-${Date.now()}@example.org`
    await postJson('/api/form-submit', { form: 'subscribe', email })
    expectError(
      await postJson('/api/subscription/confirm', { token: createToken('subscribe-confirm', email, -1000) }),
      400,
      'token_expired',
    )
    const good = createToken('subscribe-confirm', email, 60_000)
    const tampered = good.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expectError(await postJson('/api/subscription/confirm', { token: tampered }), 400, 'invalid_token')
    expectError(await postJson('/api/subscription/confirm', { token: createToken('unsubscribe', email, 60_000) }), 400, 'invalid_token')
    expectError(await postJson('/api/subscription/unsubscribe', { token: good }), 400, 'invalid_token')
    expectError(await postJson('/api/subscription/confirm', {}), 400)
    expect((await subscriber(email))[0].status).toBe('pending')
  })
})

describe('staff verification', () => {
  const challengeFor = async (employeeId: string) => {
    const response = await postJson('/api/staff-verification/challenge', { employeeId })
    expect(response.status).toBe(201)
    return endpoints.captchaChallenge.response.parse(response.body).data
  }
  /** What the ALTCHA widget posts: base64 JSON of the challenge and the browser's solution. */
  const solve = async (challenge: records.CaptchaChallenge) => {
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('no solution')
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const proofFor = async (employeeId: string, captcha: string, client = newClient()) =>
    postJson('/api/staff-verification/proof', { employeeId, captcha }, client)
  const result = (employeeId: string, proof: string) => postJson('/api/staff-verification/result', { employeeId, proof })

  it('a badly formed employee ID is refused', async () => {
    expectError(await postJson('/api/staff-verification/challenge', { employeeId: 'DROP TABLE' }), 400)
    expectError(await postJson('/api/staff-verification/result', { employeeId: '12345', proof: 'x' }), 400)
  })

  it('captcha → single-use proof → the public facts of an active member of staff', async () => {
    const id = staffExamples.active
    const captcha = await solve(await challengeFor(id.toLowerCase()))
    const issued = await proofFor(id, captcha)
    expect(issued.status).toBe(201)
    const { proof } = endpoints.staffProof.response.parse(issued.body).data

    // The same solved captcha cannot be spent twice, and its spent mark lasts as long as the challenge could be used.
    expectError(await proofFor(id, captcha), 400, 'captcha_used')
    const marks = await payload.find({ collection: 'used-tokens', where: { key: { like: 'captcha:' } }, overrideAccess: true })
    expect(marks.docs.length).toBeGreaterThan(0)
    for (const mark of marks.docs) expect(new Date(mark.expiresAt).getTime()).toBeGreaterThan(Date.now())

    const shown = await result(id, proof)
    const data = endpoints.staffVerification.response.parse(shown.body).data
    expect(data).toMatchObject({ verified: true, employeeId: id, name: 'Prof Amara Okafor', division: 'Infectious Diseases' })
    if (!data.verified) throw new Error('not verified')
    // The registry's own portraits, served only with this proof (test/contract/privacy.test.ts).
    expect(data.photo?.url).toMatch(/^\/cms\/api\/staff-portraits\/file\/[^?]+\?proof=/)
    expect(Object.keys(data).sort()).toEqual(['designation', 'division', 'employeeId', 'name', 'photo', 'verified'])

    // A replayed proof shows nothing.
    expectError(await result(id, proof), 400, 'proof_used')
  })

  it('unknown and inactive IDs read the same and reveal nothing', async () => {
    for (const id of ['NVH-77777', staffExamples.inactive]) {
      const issued = await proofFor(id, await solve(await challengeFor(id)))
      const { proof } = endpoints.staffProof.response.parse(issued.body).data
      expect((await result(id, proof)).body).toEqual({ data: { verified: false, employeeId: id } })
    }
  })

  it('a captcha or proof made for one ID does not work for another; forged, expired and tampered ones fail', async () => {
    const captcha = await solve(await challengeFor(staffExamples.inactive))
    expectError(await proofFor(staffExamples.active, captcha), 400, 'captcha_failed')
    expectError(await proofFor(staffExamples.active, Buffer.from('{"challenge":{}}').toString('base64')), 400, 'captcha_failed')
    expectError(await proofFor(staffExamples.active, 'not base64 json'), 400, 'captcha_failed')

    expectError(await result(staffExamples.active, createToken('staff-proof', staffExamples.inactive, 60_000)), 400, 'proof_invalid')
    expectError(await result(staffExamples.active, createToken('staff-proof', staffExamples.active, -1)), 400, 'proof_expired')
    expectError(await result(staffExamples.active, createToken('unsubscribe', staffExamples.active, 60_000)), 400, 'proof_invalid')
    expectError(await result(staffExamples.active, 'forged.proof'), 400, 'proof_invalid')
  })

  it('limits captcha answers per client: the eleventh in ten minutes gets 429', async () => {
    const client = newClient()
    for (let i = 0; i < 10; i++) expectError(await proofFor(staffExamples.active, 'bad', client), 400)
    expectError(await proofFor(staffExamples.active, 'bad', client), 429, 'too_many_requests')
  })

  it('limits captcha challenges per client: the thirty-first in ten minutes gets 429', async () => {
    const client = newClient()
    for (let i = 0; i < 30; i++)
      expect((await postJson('/api/staff-verification/challenge', { employeeId: staffExamples.active }, client)).status).toBe(201)
    expectError(await postJson('/api/staff-verification/challenge', { employeeId: staffExamples.active }, client), 429, 'too_many_requests')
  })

  it('the registry is never public', async () => {
    await expect(payload.find({ collection: 'staff', overrideAccess: false })).rejects.toThrow()
    // A member of staff without a public profile is in the registry but nowhere in the site's search.
    expect(
      (await payload.count({ collection: 'staff', where: { name: { equals: 'Joseph Mwangi' } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    // (Other people named Mwangi have public profiles: the check is on this name.)
    const search = await api('/search?query=Joseph%20Mwangi')
    expect(search.status).toBe(200)
    expect(search.body.data.map((hit: { title: string }) => hit.title)).not.toContain('Joseph Mwangi')
  })
})

describe('editors: CSV export and the staff registry import', () => {
  let editor: Awaited<ReturnType<Payload['create']>>
  beforeAll(async () => {
    editor = await payload.create({
      collection: 'users',
      data: { email: `editor-${Date.now()}@example.org`, password: 'a long test password', roles: ['editor'] },
      overrideAccess: true,
    })
  })
  const asEditor = () => ({ user: { ...editor, collection: 'users' } as never, overrideAccess: false })

  it('imports staff from CSV; a bad row is reported and the good rows are kept', async () => {
    const division = (await payload.find({ collection: 'divisions', limit: 1, overrideAccess: true })).docs[0]
    const csv = [
      'employeeId,name,designation,division,status',
      `nvh-03001,Imported Person,Research Assistant,${division.id},active`,
      `NVH-03002,Imported Leaver,Driver,${division.id},inactive`,
      `BAD ID,Broken Row,Nobody,${division.id},active`,
    ].join('\n')
    const data = Buffer.from(csv)
    const doc = await payload.create({
      collection: 'imports',
      data: { collectionSlug: 'staff', importMode: 'create' },
      file: { data, mimetype: 'text/csv', name: 'staff.csv', size: data.length },
      ...asEditor(),
    })
    expect(doc.status).toBe('partial')
    const imported = await payload.find({
      collection: 'staff',
      where: { employeeId: { in: ['NVH-03001', 'NVH-03002'] } },
      sort: 'employeeId',
      overrideAccess: true,
    })
    expect(imported.docs.map((d) => [d.employeeId, d.status])).toEqual([
      ['NVH-03001', 'active'],
      ['NVH-03002', 'inactive'],
    ])
  })
})
