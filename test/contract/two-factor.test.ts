import config from '@payload-config'
import { generate } from 'otplib'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsRest } from '../support/cms'

/**
 * Two-factor sign-in through the CMS's REST API (cms/twoFactor.ts):
 * setting it up, signing in with a code or a recovery code, codes refused when
 * wrong, reused or too many, the administrators' requirement, and the audit
 * rows of each.
 */

let payload: Payload
const stamp = Date.now()
const password = 'a long test password'
type Who = 'editor' | 'guessed' | 'contributor' | 'admin' | 'admin2'
const accounts = {} as Record<Who, { id: number; email: string; token: string }>

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
const now = () => Math.floor(Date.now() / 1000)
const code = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: now() + offsetSeconds })
const signIn = (who: Who, extra: Record<string, unknown> = {}) =>
  cmsRest('/cms/api/users/login', { method: 'POST', ...json({ email: accounts[who].email, password, ...extra }) })
const errorOf = (body: { errors?: { message: string; data?: Record<string, unknown> }[] }) => body.errors?.[0]

async function auditRows(who: Who, action: string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: action } }, { title: { equals: accounts[who].email } }] },
    overrideAccess: true,
  })
  return docs
}

/** Sets it up for an account as its owner would, on the account's page; the secret and the recovery codes. */
async function turnOn(who: Who) {
  const setup = await cmsRest('/cms/api/users/two-factor/setup', { method: 'POST', token: accounts[who].token, ...json({}) })
  expect(setup.status, JSON.stringify(setup.body)).toBe(200)
  const { secret, setupToken, qrSvg } = setup.body as { secret: string; setupToken: string; qrSvg: string }
  expect(qrSvg).toMatch(/^<svg/)
  const enabled = await cmsRest('/cms/api/users/two-factor/enable', {
    method: 'POST',
    token: accounts[who].token,
    ...json({ setupToken, code: await code(secret) }),
  })
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200)
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // An administrator first: on an empty database the first account is made the administrator whatever it asks.
  const roles: Record<Who, 'admin' | 'editor' | 'contributor'> = {
    admin: 'admin',
    admin2: 'admin',
    editor: 'editor',
    guessed: 'editor',
    contributor: 'contributor',
  }
  for (const who of Object.keys(roles) as Who[]) {
    const email = `two-factor-${who}-${stamp}@example.org`
    const user = await payload.create({ collection: 'users', data: { email, password, roles: [roles[who]] }, overrideAccess: true })
    const token = (await payload.login({ collection: 'users', data: { email, password } })).token as string
    accounts[who] = { id: user.id, email, token }
  }
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'settings',
    data: { requireTwoFactorForAdmins: false },
    overrideAccess: true,
    context: { seeding: true },
  })
})

describe('two-factor sign-in', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  it('an editor sets it up: a QR code drawn here, a first code, ten recovery codes, an audit row', async () => {
    ;({ secret, recoveryCodes } = await turnOn('editor'))
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect(await auditRows('editor', 'two-factor-on')).toHaveLength(1)
    const status = await cmsRest('/cms/api/users/two-factor', { token: accounts.editor.token })
    expect(status.body).toMatchObject({ enabled: true, available: true, required: false, recoveryCodesLeft: 10 })
  })

  it('the secret and the recovery codes are in no answer, not even the owner’s', async () => {
    const me = await cmsRest(`/cms/api/users/${accounts.editor.id}`, { token: accounts.editor.token })
    expect(me.status).toBe(200)
    expect(me.body.twoFactorEnabled).toBe(true)
    expect(me.body).not.toHaveProperty('twoFactorSecret')
    expect(me.body).not.toHaveProperty('twoFactorRecoveryCodes')
    expect(me.body).not.toHaveProperty('twoFactorLastStep')
    // Stored sealed: the database holds no readable secret.
    const row = await payload.db.findOne({ collection: 'users', where: { id: { equals: accounts.editor.id } } })
    expect(JSON.stringify(row)).not.toContain(secret)
    // Nor can anyone set the fields through the API.
    const forced = await cmsRest(`/cms/api/users/${accounts.editor.id}`, {
      method: 'PATCH',
      token: accounts.editor.token,
      ...json({ twoFactorEnabled: false, twoFactorSecret: 'JBSWY3DPEHPK3PXP' }),
    })
    expect(forced.status).toBe(200)
    expect((await cmsRest('/cms/api/users/two-factor', { token: accounts.editor.token })).body.enabled).toBe(true)
  })

  it('the right password alone gets no session: the answer asks for the code', async () => {
    const first = await signIn('editor')
    expect(first.status).toBe(401)
    expect(errorOf(first.body)?.data?.code).toBe('second_factor_required')
    expect(first.body).not.toHaveProperty('token')
    expect(first.headers.get('set-cookie')).toBeNull()
    // The first step is no failure on record.
    expect(await auditRows('editor', 'sign-in-failed')).toHaveLength(0)
  })

  it('a wrong code is refused and recorded; the right one signs in, once', async () => {
    const wrong = await signIn('editor', { code: await code(secret, -3600) })
    expect(wrong.status).toBe(401)
    expect(errorOf(wrong.body)?.data?.code).toBe('second_factor_wrong')
    expect(await auditRows('editor', 'two-factor-failed')).toHaveLength(1)

    // The next step's code (the one used to set it up was this step's, and a code counts once).
    const next = await code(secret, 30)
    const right = await signIn('editor', { code: next })
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    expect(right.body.token).toEqual(expect.any(String))
    expect(right.headers.get('set-cookie')).toMatch(/payload-token=/)
    const replay = await signIn('editor', { code: next })
    expect(replay.status).toBe(401)
    expect(errorOf(replay.body)?.data?.code).toBe('second_factor_wrong')
  })

  it('a recovery code signs in once, in any case and spacing, and is recorded', async () => {
    const recovery = recoveryCodes[0]
    const typed = ` ${recovery.toUpperCase().replace('-', ' ')} `
    const used = await signIn('editor', { code: typed })
    expect(used.status, JSON.stringify(used.body)).toBe(200)
    expect(await auditRows('editor', 'recovery-code-used')).toHaveLength(1)
    const again = await signIn('editor', { code: recovery })
    expect(again.status).toBe(401)
    expect((await cmsRest('/cms/api/users/two-factor', { token: accounts.editor.token })).body.recoveryCodesLeft).toBe(9)
  })

  it('five wrong codes for an account, and even the right one waits (429), on its page and at sign-in', async () => {
    const guessed = await turnOn('guessed')
    const disable = async (given: string) =>
      cmsRest('/cms/api/users/two-factor/disable', { method: 'POST', token: accounts.guessed.token, ...json({ code: given }) })
    for (let i = 0; i < 5; i++) expect((await disable(await code(guessed.secret, -7200 - i * 30))).status).toBe(401)
    const right = await disable(guessed.recoveryCodes[0])
    expect(right.status).toBe(429)
    expect(errorOf(right.body)?.message).toMatch(/try again in/i)
    // The count is the account's, wherever the codes come from: the sign-in waits too.
    const atSignIn = await signIn('guessed', { code: guessed.recoveryCodes[0] })
    expect(atSignIn.status).toBe(429)
    expect((await cmsRest('/cms/api/users/two-factor', { token: accounts.guessed.token })).body.enabled).toBe(true)
  })

  it('contributors do not set it up; a setup proof is the account’s own and its code must be right', async () => {
    const refused = await cmsRest('/cms/api/users/two-factor/setup', { method: 'POST', token: accounts.contributor.token, ...json({}) })
    expect(refused.status).toBe(403)
    const setup = await cmsRest('/cms/api/users/two-factor/setup', { method: 'POST', token: accounts.admin.token, ...json({}) })
    const someoneElses = await cmsRest('/cms/api/users/two-factor/enable', {
      method: 'POST',
      token: accounts.admin2.token,
      ...json({ setupToken: setup.body.setupToken, code: await code(setup.body.secret) }),
    })
    expect(someoneElses.status).toBe(400)
    const noCode = await cmsRest('/cms/api/users/two-factor/enable', {
      method: 'POST',
      token: accounts.admin.token,
      ...json({ setupToken: setup.body.setupToken }),
    })
    expect(noCode.status).toBe(400)
    expect(errorOf(noCode.body)?.message).toMatch(/code/i)
    const anonymous = await cmsRest('/cms/api/users/two-factor/setup', { method: 'POST', ...json({}) })
    expect(anonymous.status).toBe(401)
  })

  it('when the settings require it, an administrator without it sets it up while signing in', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { requireTwoFactorForAdmins: true },
      overrideAccess: true,
      context: { seeding: true },
    })
    const asked = await signIn('admin2')
    expect(asked.status).toBe(403)
    const data = errorOf(asked.body)?.data as { code: string; qrSvg: string; secret: string; setupToken: string }
    expect(data.code).toBe('second_factor_setup_required')
    expect(data.qrSvg).toMatch(/^<svg/)
    expect(asked.body).not.toHaveProperty('token')
    // Editors are not held to it.
    expect((await signIn('contributor')).status).toBe(200)

    const done = await signIn('admin2', { setupToken: data.setupToken, code: await code(data.secret) })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.token).toEqual(expect.any(String))
    expect(done.body.recoveryCodes).toHaveLength(10)
    expect(await auditRows('admin2', 'two-factor-on')).toHaveLength(1)
    // From now on it asks for the code like any other account.
    expect(errorOf((await signIn('admin2')).body)?.data?.code).toBe('second_factor_required')
    // And it cannot be turned off while required.
    const off = await cmsRest('/cms/api/users/two-factor/disable', {
      method: 'POST',
      token: accounts.admin2.token,
      ...json({ code: done.body.recoveryCodes[0] }),
    })
    expect(off.status).toBe(403)
  })

  it('an editor turns it off with a code; an administrator resets a colleague’s; both on record', async () => {
    const off = await cmsRest('/cms/api/users/two-factor/disable', {
      method: 'POST',
      token: accounts.editor.token,
      ...json({ code: recoveryCodes[1] }),
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(await auditRows('editor', 'two-factor-off')).toHaveLength(1)
    expect((await signIn('editor')).status).toBe(200)

    const notAdmin = await cmsRest(`/cms/api/users/${accounts.guessed.id}/two-factor/reset`, {
      method: 'POST',
      token: accounts.editor.token,
      ...json({}),
    })
    expect(notAdmin.status).toBe(403)
    const reset = await cmsRest(`/cms/api/users/${accounts.guessed.id}/two-factor/reset`, {
      method: 'POST',
      token: accounts.admin.token,
      ...json({}),
    })
    expect(reset.status).toBe(200)
    expect(await auditRows('guessed', 'two-factor-reset')).toHaveLength(1)
  })
})
