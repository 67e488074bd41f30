import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recreatePostgresDatabase } from '../support/seeded-database'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * The CMS on a new deployment: who may create the first administrator, how
 * sign-ins are throttled, and that a signed-in editor's cookie does not work
 * for another site. The scenarios start the production build on fresh
 * databases (a new SQLite file, or a new PostgreSQL database beside the
 * contract one) for the first administrator and the password rules, and on
 * the seeded contract database for sign-ins and cross-site requests.
 */

const root = path.resolve(import.meta.dirname, '../..')
const password = 'a long password for the tests'
/** Unset in the server: an empty value overrides what the shell running the tests may have. */
const unset = { SITE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
/** The suite plays the proxy in front: each request names its client in X-Forwarded-For. */
const behindTestProxy = { TRUST_PROXY: '127.0.0.1' }

/** The environment of a server on a new, empty database named after the scenario. */
async function freshDatabase(name: string): Promise<Record<string, string>> {
  const dataDir = `${process.env.DATA_DIR}-${name}`
  rmSync(dataDir, { recursive: true, force: true })
  let databaseUrl = `file:${dataDir}/site.db`
  if (process.env.CONTRACT_DB === 'postgres') {
    const url = new URL(process.env.DATABASE_URL as string)
    url.pathname = `${url.pathname}_${name}`
    databaseUrl = url.toString()
    await recreatePostgresDatabase(databaseUrl)
  }
  return { ...unset, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_ON_START: 'false' }
}

/**
 * One server on the seeded contract database, without SITE_URL or a first administrator in its environment: started
 * once, for the scenarios that need nothing else (signing in, and cross-site requests without SITE_URL). Each
 * request names a client of its own, so one scenario's limits never meet another's.
 */
let plain: Promise<RunningServer> | undefined
const plainServer = () => (plain ??= startProductionServer({ ...(process.env as Record<string, string>), ...unset, ...behindTestProxy }))
afterAll(async () => {
  await (await plain)?.stop()
})

let nextClient = 1
/** A client address of its own (as the proxy in front would send it), so per-client limits meet only where a test wants. */
const newClient = () => `203.0.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`

type Answer = { status: number; message: string; headers: Headers; body: Record<string, unknown> }

async function send(server: RunningServer, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text)
  } catch {
    body = { text }
  }
  const errors = body.errors as { message?: string }[] | undefined
  return { status: response.status, message: errors?.[0]?.message ?? String(body.message ?? ''), headers: response.headers, body }
}

const postJson = (server: RunningServer, path: string, data: unknown, headers: Record<string, string> = {}) =>
  send(server, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
    body: JSON.stringify(data),
  })

const signIn = (server: RunningServer, email: string, secret: string, client = newClient()) =>
  postJson(server, '/cms/api/users/login', { email, password: secret }, { 'x-forwarded-for': client })

/** The session cookie of a sign-in, as a browser would send it back. */
const sessionCookie = (answer: Answer) => {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(cookie, 'session cookie').toBeDefined()
  return (cookie as string).split(';')[0]
}

describe('the first administrator of a new deployment', () => {
  let server: RunningServer
  let setupCookie: string
  let administrator: { email: string; token: string }
  beforeAll(async () => {
    server = await startProductionServer({ ...(await freshDatabase('first-admin')), ...behindTestProxy })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('cannot be claimed by an anonymous first-register: 403 with how to get in', async () => {
    const answer = await postJson(server, '/cms/api/users/first-register', { email: 'stranger@example.org', password, roles: ['admin'] })
    expect(answer.status).toBe(403)
    expect(answer.message).toMatch(/setup link.*console/i)
    expect(answer.message).toMatch(/npm run create-admin/)
    expect((await signIn(server, 'stranger@example.org', password)).status).toBe(401)
    expect((await send(server, '/cms/api/users/init')).body).toEqual({ initialized: false })
  })

  it('is offered a form without a role to pick', async () => {
    const page = await send(server, '/admin/create-first-user')
    expect(page.status).toBe(200)
    // The browser draws the form from the state the server computed: the roles field is not shown.
    const html = String(page.body.text)
    expect(html).toMatch(/\\"email\\":\{/)
    expect(html).toMatch(/\\"roles\\":\{\\"passesCondition\\":false/)
  })

  it('is let in by the link the server printed on its console: a short-lived httpOnly cookie, then the form', async () => {
    const link = server.log().match(/https?:\/\/\S+?(\/cms\/api\/users\/setup\?token=[\w.-]+)/)
    expect(link, 'setup link on the console').not.toBeNull()
    const path = (link as RegExpMatchArray)[1]

    const forged = await send(server, `${path.slice(0, -4)}AAAA`)
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])

    const opened = await send(server, path)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(/\/admin\/create-first-user$/)
    const [cookie] = opened.headers.getSetCookie()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(Number(cookie.match(/Max-Age=(\d+)/i)?.[1])).toBeLessThanOrEqual(3600)
    setupCookie = cookie.split(';')[0]
  })

  it('is exactly one account when twelve registrations race with the setup cookie, and it is an administrator', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `racer-${i}@example.org`)
    const answers = await Promise.all(
      emails.map((email) =>
        // Each asks to be an editor: the first account is the administrator whatever the form says.
        postJson(server, '/cms/api/users/first-register', { email, password, roles: ['editor'] }, { cookie: setupCookie }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    // A loser is refused by the claim (or, arriving once the winner is saved, by Payload: there is an account).
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(403)
      expect(answer.message).toMatch(/already been created|not allowed/i)
    }
    const winner = emails[statuses.indexOf(200)]
    const login = await signIn(server, winner, password)
    expect(login.status).toBe(200)
    administrator = { email: winner, token: String(login.body.token) }
    const users = await send(server, '/cms/api/users?limit=100', { headers: { authorization: `JWT ${administrator.token}` } })
    expect(users.body.totalDocs).toBe(1)
    expect((users.body.docs as { roles: string[] }[])[0].roles).toEqual(['admin'])
    for (const email of emails.filter((e) => e !== winner)) expect((await signIn(server, email, password)).status).toBe(401)
  })

  it('cannot be added once there is one, not even with the setup cookie', async () => {
    const again = await postJson(server, '/cms/api/users/first-register', { email: 'late@example.org', password }, { cookie: setupCookie })
    expect(again.status).toBe(403)
    expect((await send(server, '/cms/api/users/init')).body).toEqual({ initialized: true })
    // The link now leads to the sign-in page and lets nobody through.
    const link = server.log().match(/https?:\/\/\S+?(\/cms\/api\/users\/setup\?token=[\w.-]+)/) as RegExpMatchArray
    const opened = await send(server, link[1])
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(/\/admin$/)
    expect(opened.headers.getSetCookie()).toEqual([])
  })
})

describe('the first administrator from the command line', () => {
  it('`npm run create-admin` needs an email and a password when not run in a terminal', () => {
    const run = spawnSync('node', ['scripts/create-admin.mjs'], { cwd: root, env: { ...process.env, ...unset }, encoding: 'utf8' })
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/--email/)
    expect(run.stderr).toMatch(/ADMIN_PASSWORD/)
  })

  it('`npm run create-admin` creates the first administrator on a new database, without a terminal', async () => {
    const env = await freshDatabase('create-admin')
    const run = spawnSync('node', ['scripts/create-admin.mjs', '--email', 'Chief@Northvale.example', '--name', 'Chief Editor'], {
      cwd: root,
      env: { ...process.env, ...env, ADMIN_PASSWORD: password },
      encoding: 'utf8',
      timeout: 170_000,
    })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/administrator chief@northvale\.example created/i)
    const server = await startProductionServer(env)
    try {
      const login = await signIn(server, 'chief@northvale.example', password)
      expect(login.status).toBe(200)
      expect((login.body.user as { roles: string[]; name: string }).roles).toEqual(['admin'])
      expect(server.log()).not.toMatch(/setup\?token=/)
    } finally {
      await server.stop()
    }
  }, 240_000)
})

/** An administrator on the seeded contract database, made through the server's own (local) API. */
async function seededAdministrator(payload: Payload, email: string) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs === 0) await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
}

describe('signing in', () => {
  let server: RunningServer
  const admin = 'signin-admin@northvale.example'
  // Accounts that each fail once when timed, so that no account-wide lock can blur the measure.
  const timedAccounts = Array.from({ length: 8 }, (_, i) => `timed-${i}@northvale.example`)
  beforeAll(async () => {
    const payload = await getPayload({ config })
    for (const email of [admin, ...timedAccounts]) await seededAdministrator(payload, email)
    server = await plainServer()
  })

  const timed = async (email: string) => {
    const started = performance.now()
    const answer = await signIn(server, email, 'not the password')
    expect(answer.status).toBe(401)
    return performance.now() - started
  }

  it('takes about as long for an unknown account as for a wrong password', async () => {
    await timed('warm-up@northvale.example')
    const unknown: number[] = []
    const wrong: number[] = []
    for (const [i, account] of timedAccounts.entries()) {
      unknown.push(await timed(`nobody-${i}@northvale.example`))
      wrong.push(await timed(account))
    }
    // The fastest of each: the cost of the work itself, with the least noise from a busy machine.
    const [fastestUnknown, fastestWrong] = [Math.min(...unknown), Math.min(...wrong)]
    const ratio = fastestUnknown / fastestWrong
    expect(ratio, `unknown ${fastestUnknown.toFixed(0)} ms, wrong password ${fastestWrong.toFixed(0)} ms`).toBeGreaterThan(0.5)
    expect(ratio, `unknown ${fastestUnknown.toFixed(0)} ms, wrong password ${fastestWrong.toFixed(0)} ms`).toBeLessThan(2)
  })

  it('answers an unknown account and a wrong password the same way, attempt after attempt', async () => {
    const attempts = async (email: string) => {
      const client = newClient()
      const answers: string[] = []
      for (let i = 0; i < 7; i++) {
        const { status, message } = await signIn(server, email, 'not the password', client)
        answers.push(`${status} ${message}`)
      }
      return answers
    }
    const wrong = await attempts(admin)
    expect(wrong[0]).toBe('401 The email or password provided is incorrect.')
    expect(await attempts('nobody@northvale.example')).toEqual(wrong)
  })

  it('throttles one client failing on one account with a readable 429, and does not lock the account for others', async () => {
    const stranger = newClient()
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await signIn(server, admin, 'guess', stranger))
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401])
    const refused = answers[6]
    expect(refused.status).toBe(429)
    expect(refused.message).toMatch(/^Too many attempts.*try again in \d+ minutes?\.$/i)
    // The administrator, from their own connection, signs in as ever.
    expect((await signIn(server, admin, password)).status).toBe(200)
  })

  it('throttles a client that tries many accounts', async () => {
    const client = newClient()
    const statuses: number[] = []
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      statuses.push((await signIn(server, `guess-${i}@northvale.example`, 'guess', client)).status)
    }
    expect(statuses).toContain(429)
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(10)
    // Another client is not affected.
    expect((await signIn(server, admin, password)).status).toBe(200)
  })
})

describe('cross-site requests to the CMS', () => {
  let payload: Payload
  const admin = 'csrf-admin@northvale.example'
  beforeAll(async () => {
    payload = await getPayload({ config })
    await seededAdministrator(payload, admin)
  })

  /** Creates a country the way /admin does (multipart with `_payload`), with the admin's cookie and the given headers. */
  const createCountry = (server: RunningServer, cookie: string, code: string, headers: Record<string, string>) => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ name: `Test country ${code}`, code }))
    return send(server, '/cms/api/countries', { method: 'POST', headers: { cookie, ...headers }, body: form })
  }
  const countries = async (code: string) =>
    (await payload.count({ collection: 'countries', where: { code: { equals: code } }, overrideAccess: true })).totalDocs
  afterAll(async () => {
    await payload.delete({ collection: 'countries', where: { name: { like: 'Test country' } }, overrideAccess: true })
  })

  it('without SITE_URL, a request from another origin with the admin cookie is refused; the listening origin is accepted', async () => {
    const server = await plainServer()
    const cookie = sessionCookie(await signIn(server, admin, password))
    const crossOrigin = await createCountry(server, cookie, 'QX', { origin: 'https://attacker.example' })
    expect(crossOrigin.status).toBe(403)
    const crossSite = await createCountry(server, cookie, 'QX', { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await countries('QX')).toBe(0)

    const sameOrigin = await createCountry(server, cookie, 'QY', { origin: server.url })
    expect(sameOrigin.status).toBe(201)
    expect(await countries('QY')).toBe(1)
  })

  it('with an https SITE_URL, only that origin is accepted and the session cookie is Secure', async () => {
    const siteUrl = 'https://www.northvale.example'
    const server = await startProductionServer({
      ...(process.env as Record<string, string>),
      ...unset,
      ...behindTestProxy,
      SITE_URL: siteUrl,
    })
    try {
      const login = await signIn(server, admin, password)
      const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) as string
      expect(setCookie).toMatch(/;\s*Secure/i)
      const cookie = sessionCookie(login)
      expect((await createCountry(server, cookie, 'QW', { origin: server.url })).status).toBe(403)
      expect((await createCountry(server, cookie, 'QV', { origin: siteUrl })).status).toBe(201)
      expect(await countries('QW')).toBe(0)
    } finally {
      await server.stop()
    }
  })
})

describe('a new deployment started with ADMIN_EMAIL and ADMIN_PASSWORD: its administrator, passwords and resets', () => {
  const admin = { email: 'keeper@northvale.example', password }
  let server: RunningServer
  /** The admin's session, sent as /admin sends it: the cookie, from the site's own origin. */
  let asAdmin: Record<string, string>

  beforeAll(async () => {
    const env = await freshDatabase('passwords')
    server = await startProductionServer({ ...env, ...behindTestProxy, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
    asAdmin = { cookie: sessionCookie(await signIn(server, admin.email, admin.password)), origin: server.url }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('has its first administrator made at start, and no setup link is printed; nobody else can register first', async () => {
    const login = await signIn(server, admin.email, admin.password)
    expect(login.status).toBe(200)
    expect((login.body.user as { roles: string[] }).roles).toEqual(['admin'])
    expect(server.log()).not.toMatch(/setup\?token=/)
    const anonymous = await postJson(server, '/cms/api/users/first-register', { email: 'stranger@example.org', password })
    expect(anonymous.status).toBe(403)
  })

  /** The rule a refused password broke, as Payload's validation error carries it for the password field. */
  const passwordRule = (answer: Answer) => {
    const [error] = answer.body.errors as { data?: { errors?: { path: string; message: string }[] } }[]
    return error.data?.errors?.find((e) => e.path === 'password')?.message ?? ''
  }
  const accountsNamed = async (email: string) => {
    const found = await send(server, `/cms/api/users?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: asAdmin,
    })
    return (found.body.docs as unknown[]).length
  }

  it('refuses a new account with a short or guessable password, saying which rule, and creates nothing', async () => {
    const short = await postJson(server, '/cms/api/users', { email: 'short@northvale.example', password: 'abc' }, asAdmin)
    expect(short.status).toBe(400)
    expect(passwordRule(short)).toMatch(/at least 12 characters/)
    expect(short.message).toMatch(/at least 12 characters/)
    const common = await postJson(server, '/cms/api/users', { email: 'common@northvale.example', password: 'password' }, asAdmin)
    expect(common.status).toBe(400)
    expect(passwordRule(common)).toMatch(/at least 12 characters/)
    const guessable = await postJson(server, '/cms/api/users', { email: 'guess@northvale.example', password: 'password1234' }, asAdmin)
    expect(guessable.status).toBe(400)
    expect(passwordRule(guessable)).toMatch(/too easy to guess/)
    const ownName = await postJson(server, '/cms/api/users', { email: 'amaokafor@northvale.example', password: 'amaokafor2026' }, asAdmin)
    expect(ownName.status).toBe(400)
    expect(passwordRule(ownName)).toMatch(/too easy to guess/)
    for (const email of ['short@northvale.example', 'common@northvale.example', 'guess@northvale.example', 'amaokafor@northvale.example'])
      expect(await accountsNamed(email)).toBe(0)
    const good = await postJson(
      server,
      '/cms/api/users',
      { email: 'good@northvale.example', password: 'lantern orchard seventy quietly' },
      asAdmin,
    )
    expect(good.status).toBe(201)
  })

  it('refuses a guessable password when one is changed', async () => {
    const me = await send(server, '/cms/api/users/me', { headers: asAdmin })
    const id = (me.body.user as { id: number | string }).id
    const change = await send(server, `/cms/api/users/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...asAdmin },
      body: JSON.stringify({ password: 'qwertyuiop123' }),
    })
    expect(change.status).toBe(400)
    expect(passwordRule(change)).toMatch(/too easy to guess/)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(200)
  })

  it('sends the reset link through the outbox, and the reset holds the same policy', async () => {
    const client = newClient()
    const asked = await postJson(server, '/cms/api/users/forgot-password', { email: admin.email }, { 'x-forwarded-for': client })
    expect(asked.status).toBe(200)
    const resetLink = async () => {
      const outbox = await send(server, `/cms/api/outbox?where[to][equals]=${encodeURIComponent(admin.email)}&sort=-createdAt`, {
        headers: asAdmin,
      })
      const [message] = (outbox.body.docs ?? []) as { subject: string; text: string }[]
      return message?.text.match(/https?:\/\/\S+\/admin\/reset\/(\w+)/)?.[1] ?? null
    }
    await expect.poll(resetLink, { timeout: 15_000 }).not.toBeNull()
    const token = (await resetLink()) as string
    const weak = await postJson(server, '/cms/api/users/reset-password', { token, password: 'password' })
    expect(weak.status).toBe(400)
    expect(passwordRule(weak)).toMatch(/at least 12 characters/)
    const chosen = 'copper meadow ninety patiently'
    const reset = await postJson(server, '/cms/api/users/reset-password', { token, password: chosen })
    expect(reset.status).toBe(200)
    expect((await signIn(server, admin.email, chosen)).status).toBe(200)
    admin.password = chosen
  })

  it('throttles reset requests for one address with a readable 429, from whichever client, whether or not it has an account', async () => {
    for (const email of ['nobody-here@northvale.example', 'good@northvale.example']) {
      const statuses: number[] = []
      let refusal = ''
      for (let i = 0; i < 20; i++) {
        const answer = await postJson(server, '/cms/api/users/forgot-password', { email })
        statuses.push(answer.status)
        if (answer.status === 429) refusal = answer.message
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true)
      expect(refusal).toMatch(/try again in \d+ minutes?/)
    }
  })
})
