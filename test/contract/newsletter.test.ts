import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as oneClickGet, POST as oneClickPost } from '@/app/(site)/subscribe/one-click/route'
import { ErrorBody, endpoints } from '@/lib/contract'
import { preferencesLink } from '@/lib/newsletter/links'
import { type SenderOptions, issueNumbers, sendIssue, startSending } from '@/lib/newsletter/send'
import { isPostgres, run } from '@/lib/sql'

import { cmsRest } from '../support/cms'
import { postJson } from '../support/api'

/**
 * The newsletter against a real SMTP server in this process: an issue to
 * 2,000 subscribers across two topics received once each, a sender stopped
 * halfway and another finishing without a second copy, two senders at once,
 * a 550 marking the address, the unsubscribe headers and the one-click POST,
 * the preferences link, and the newsroom's roles.
 */

let payload: Payload
const stamp = Date.now()
const tokens = { admin: '', editor: '', contributor: '' }

type Received = { to: string; raw: string }
const received: Received[] = []
/** Every message of the file, never emptied (`received` is, test by test). */
const everything: Received[] = []
let onMessage: (count: number) => void = () => {}
let smtp: SMTPServer
let smtpUrl = ''
const refused = `refused-${stamp}@example.org`
/** Answered 451 (try later) the first time. */
const greylisted = `greylisted-${stamp}@example.org`
let greylistSeen = false

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    const credentials = { email: `newsletter-${role}-${stamp}@example.org`, password: 'a long test password' }
    await payload.create({ collection: 'users', data: { ...credentials, roles: [role] }, overrideAccess: true })
    tokens[role] = (await payload.login({ collection: 'users', data: credentials })).token as string
  }
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }))
      if (address.address === greylisted && !greylistSeen) {
        greylistSeen = true
        return callback(Object.assign(new Error('4.7.1 Try again later'), { responseCode: 451 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address).join(','), raw }
        received.push(message)
        everything.push(message)
        onMessage(received.length)
        callback()
      })
    },
  })
  smtp.listen(0, '127.0.0.1')
  await once(smtp.server, 'listening')
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const sender = (workerId: string, extra: Partial<SenderOptions> = {}): SenderOptions => ({
  workerId,
  ratePerSecond: 0,
  batchSize: 100,
  connections: 8,
  leaseMs: 300_000,
  smtpUrl,
  ...extra,
})

/** Subscribers written in bulk (a sign-up each would take minutes): `count` addresses with these topics. */
async function addSubscribers(prefix: string, count: number, topics: string[], state = 'subscribed'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}-${stamp}@example.org`)
  const now = new Date().toISOString()
  const pg = isPostgres(payload)
  const statusValue = pg ? sql`${state}::enum_subscribers_status` : sql`${state}`
  const at = pg ? sql`${now}::timestamptz` : sql`${now}`
  for (let start = 0; start < emails.length; start += 200) {
    const chunk = emails.slice(start, start + 200)
    await run(
      payload,
      sql`INSERT INTO subscribers (email, status, confirmed_at, updated_at, created_at) VALUES ${sql.join(
        chunk.map((email) => sql`(${email}, ${statusValue}, ${at}, ${at}, ${at})`),
        sql`, `,
      )}`,
    )
  }
  for (const [order, topic] of topics.entries()) {
    const value = pg ? sql`${topic}::enum_subscribers_topics` : sql`${topic}`
    await run(
      payload,
      sql`INSERT INTO subscribers_topics (${sql.raw('"order"')}, parent_id, value)
          SELECT ${order + 1}, id, ${value} FROM subscribers WHERE email LIKE ${`${prefix}-%-${stamp}@example.org`}`,
    )
  }
  return emails
}

/** Everyone subscribed to any of these topics (or to everything), from the database: the audience an issue must have. */
async function audienceOf(topics: string[]): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { status: { equals: 'subscribed' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.filter((s) => !s.topics?.length || s.topics.some((t) => topics.includes(t))).map((s) => s.email))
}

const newIssue = (subject: string, topics: ('news' | 'events' | 'publications' | 'press-releases')[], sections = true) =>
  payload.create({
    collection: 'newsletter-issues',
    data: {
      subject,
      state: 'draft',
      intro: 'What happened at the institute this month.',
      topics,
      ...(sections && {
        sections: [{ topic: topics[0], title: 'A study of sleep in shift workers', summary: 'First results.', url: '/news' }],
      }),
    },
    overrideAccess: true,
  })

const countBy = (messages: Received[]) => {
  const counts = new Map<string, number>()
  for (const { to } of messages) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}

const header = (raw: string, name: string) => {
  const unfolded = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  return unfolded.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]
}

/** A quoted-printable part as text (the links in it are what a reader follows). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))

describe('composing an issue', () => {
  it('a new issue is filled with what was published since the last issue for its topics, and only that', async () => {
    const published = await payload.create({
      collection: 'news',
      data: {
        title: `Malaria vaccine trial reaches its last village ${stamp}`,
        slug: `malaria-vaccine-${stamp}`,
        summary: 'All twelve villages enrolled.',
        type: 'news',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'news',
      data: { title: `Draft story ${stamp}`, slug: `draft-story-${stamp}`, summary: 'Not yet.', type: 'news', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `News digest ${stamp}`, topics: ['news'], state: 'draft' },
      overrideAccess: true,
    })
    const titles = (issue.sections ?? []).map((s) => s.title)
    expect(titles).toContain(published.title)
    expect(titles).not.toContain(`Draft story ${stamp}`)
    expect(issue.sections?.find((s) => s.title === published.title)?.url).toBe(`/news/${published.slug}`)
    expect(issue.slug).toMatch(/^news-digest-/)
  })

  it('previews as HTML and plain text with inline styles, alt text, and nothing from another host', async () => {
    const issue = await newIssue(`Preview ${stamp}`, ['news'])
    const html = await cmsRest(`/cms/api/newsletter-issues/${issue.id}/preview`, { token: tokens.contributor })
    expect(html.status).toBe(200)
    const page = html.bytes.toString('utf8')
    expect(page).toContain('A study of sleep in shift workers')
    expect(page).toMatch(/<table[^>]+style="/)
    expect(page).toContain('prefers-color-scheme: dark')
    for (const [, src] of page.matchAll(/<img[^>]+src="([^"]+)"/g)) expect(src.startsWith('http://localhost')).toBe(true)
    for (const img of page.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]+"/)
    const text = await cmsRest(`/cms/api/newsletter-issues/${issue.id}/preview?format=text`, { token: tokens.contributor })
    expect(text.bytes.toString('utf8')).toMatch(/A STUDY OF SLEEP IN SHIFT WORKERS|A study of sleep in shift workers/)
    expect((await cmsRest(`/cms/api/newsletter-issues/${issue.id}/preview`)).status).toBe(403)
  })

  it('contributors draft and test; only editors send; a sent issue can no longer be changed', async () => {
    const issue = await newIssue(`Roles ${stamp}`, ['press-releases'])
    const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await cmsRest(`/cms/api/newsletter-issues/${issue.id}/send`, { ...json({}), token: tokens.contributor })).status).toBe(403)
    const badTest = await cmsRest(`/cms/api/newsletter-issues/${issue.id}/test-send`, {
      ...json({ to: 'nobody@' }),
      token: tokens.contributor,
    })
    expect(badTest.status).toBe(400)
    expect(badTest.body.errors[0].message).toMatch(/address/)
    const sent = await cmsRest(`/cms/api/newsletter-issues/${issue.id}/send`, { ...json({}), token: tokens.editor })
    expect(sent.status).toBe(200)
    expect(sent.body.state).toBe('sending')
    const edit = await cmsRest(`/cms/api/newsletter-issues/${issue.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Changed after sending' }),
      token: tokens.editor,
    })
    expect(edit.status).toBe(400)
    // Not sent here: the rows wait (no sender runs in this test process), and the next tests' counts leave them aside.
    await run(payload, sql`DELETE FROM newsletter_deliveries WHERE issue_id = ${issue.id}`)
  })
})

describe('sending', () => {
  it('2,000 subscribers of two topics receive it once each; a sender stopped halfway is finished by another with no second copy; a 550 marks the address', async () => {
    await addSubscribers('news', 800, ['news'])
    await addSubscribers('events', 800, ['events'])
    await addSubscribers('both', 400, ['news', 'events'])
    await addSubscribers('papers', 100, ['publications'])
    await addSubscribers('left', 50, ['news'], 'unsubscribed')
    await addSubscribers('waiting', 50, ['news'], 'pending')
    const bounce = await payload.create({
      collection: 'subscribers',
      data: { email: refused, status: 'subscribed', topics: ['news'] },
      overrideAccess: true,
    })
    const issue = await newIssue(`Monthly ${stamp}`, ['news', 'events'])
    const audience = await audienceOf(['news', 'events'])
    expect(audience.size).toBeGreaterThanOrEqual(2001)

    received.length = 0
    const recipients = await startSending(payload, issue.id, null)
    expect(recipients).toBe(audience.size)
    // Sending again adds nobody.
    expect(await startSending(payload, issue.id, null)).toBe(audience.size)

    // The first sender stops, as a crash would, while the 1,000th message is being handed over.
    const crash = new AbortController()
    onMessage = (count) => {
      if (count === 1000) crash.abort()
    }
    const first = await sendIssue(payload, issue.id, sender('first', { signal: crash.signal }))
    onMessage = () => {}
    expect(first.stopped).toBe(true)
    const halfway = received.length
    expect(halfway).toBeGreaterThanOrEqual(1000)
    expect(halfway).toBeLessThan(audience.size)

    // Another sender takes over once the first one's claim has run out (here at once).
    const started = performance.now()
    const second = await sendIssue(payload, issue.id, sender('second', { leaseMs: 0 }))
    const seconds = (performance.now() - started) / 1000
    console.log(
      `[newsletter] ${second.sent} messages in ${seconds.toFixed(1)} s by one sender: ${(second.sent / seconds).toFixed(0)} messages/s (${isPostgres(payload) ? 'PostgreSQL' : 'SQLite'}, 8 SMTP connections)`,
    )
    expect(second.stopped).toBe(false)

    const counts = countBy(received)
    expect([...counts.values()].filter((n) => n > 1)).toEqual([])
    for (const email of audience) if (email !== refused) expect(counts.get(email), email).toBe(1)
    expect(counts.has(refused)).toBe(false)
    for (const email of [...counts.keys()]) expect(audience.has(email)).toBe(true)

    const numbers = await issueNumbers(payload, issue.id)
    expect(numbers.recipients).toBe(audience.size)
    expect(numbers.bounced).toBe(1)
    expect(numbers.waiting).toBe(0)
    // Handed to the server when the first sender stopped: arrived once, recorded as interrupted, never sent again.
    expect(numbers.interrupted).toBeLessThanOrEqual(8)
    expect(numbers.sent + numbers.interrupted + numbers.bounced).toBe(audience.size)
    expect((await payload.findByID({ collection: 'newsletter-issues', id: issue.id, overrideAccess: true })).state).toBe('sent')
    const marked = await payload.findByID({ collection: 'subscribers', id: bounce.id, overrideAccess: true })
    expect(marked.status).toBe('bounced')
    expect(marked.bounceReason).toMatch(/550|No such user/)

    // Each message is personal: its own unsubscribe links, the RFC 8058 headers, a plain-text part, no tracking.
    const sample = received.find((m) => m.to.startsWith('both-'))
    if (!sample) throw new Error('no message to a subscriber of both topics')
    expect(header(sample.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const oneClick = header(sample.raw, 'List-Unsubscribe')?.match(/^<(http[^>]+)>$/)?.[1]
    expect(oneClick).toMatch(/\/subscribe\/one-click\?token=/)
    expect(sample.raw).toMatch(/multipart\/alternative/)
    expect(sample.raw).toMatch(/Content-Type: text\/plain/)
    expect(sample.raw).toMatch(/Content-Type: text\/html/)
    const body = decoded(sample.raw)
    expect(body).toContain('A study of sleep in shift workers')
    expect(body).toMatch(/\/subscribe\/preferences\?token=/)
    expect(body).not.toMatch(/personal\.invalid/)
    for (const [, src] of body.matchAll(/<img[^>]+src="([^"]+)"/g)) expect(src.startsWith('http://localhost')).toBe(true)

    // One click in the mail program unsubscribes; the issue's numbers count it.
    const url = new URL(oneClick as string)
    const refusedPost = await oneClickPost(new Request(url, { method: 'POST', body: 'something=else' }))
    expect(refusedPost.status).toBe(400)
    ErrorBody.parse(await refusedPost.json())
    const opened = oneClickGet(new Request(url))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(/^\/subscribe\/unsubscribe\?token=/)
    const post = await oneClickPost(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(post.status).toBe(200)
    const [who] = (await payload.find({ collection: 'subscribers', where: { email: { equals: sample.to } }, overrideAccess: true })).docs
    expect(who.status).toBe('unsubscribed')
    expect((await issueNumbers(payload, issue.id)).unsubscribedSince).toBe(1)
    const forged = await oneClickPost(
      new Request(`${url.origin}/subscribe/one-click?token=forged.token`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    )
    expect(forged.status).toBe(400)
  }, 180_000) // About 25 s on SQLite and 45 s on PostgreSQL on a quiet two-core machine; more when other suites share it.

  it('two senders at once send each message once, and both take part', async () => {
    const issue = await newIssue(`Papers ${stamp}`, ['publications'])
    const audience = await audienceOf(['publications'])
    received.length = 0
    await startSending(payload, issue.id, null)
    const [a, b] = await Promise.all([
      sendIssue(payload, issue.id, sender('server-a', { batchSize: 10, connections: 2 })),
      sendIssue(payload, issue.id, sender('server-b', { batchSize: 10, connections: 2 })),
    ])
    expect(a.sent + b.sent).toBe(audience.size)
    expect(a.sent).toBeGreaterThan(0)
    expect(b.sent).toBeGreaterThan(0)
    const counts = countBy(received)
    expect(counts.size).toBe(audience.size)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
  })

  it('two senders that find the last rows done at the same moment both finish without error, and the issue is sent once', async () => {
    const issue = await newIssue(`Finished at once ${stamp}`, ['publications'])
    await startSending(payload, issue.id, null)
    // Every row delivered: both senders find nothing to send and go straight to finishing the issue.
    const sent = isPostgres(payload) ? sql.raw(`'sent'::enum_newsletter_deliveries_status`) : sql`'sent'`
    await run(payload, sql`UPDATE newsletter_deliveries SET status = ${sent} WHERE issue_id = ${issue.id}`)
    const results = await Promise.all([sendIssue(payload, issue.id, sender('server-a')), sendIssue(payload, issue.id, sender('server-b'))])
    expect(results.map((result) => result.sent)).toEqual([0, 0])
    const finished = await payload.findByID({ collection: 'newsletter-issues', id: issue.id, depth: 0, overrideAccess: true })
    expect(finished.state).toBe('sent')
    expect(finished.sentAt).toBeTruthy()
    expect(finished.sections?.length).toBe(issue.sections?.length)
  })
})

describe('sending when the mail server fails', () => {
  it('a server that does not answer leaves every row waiting; a 451 is tried again and delivered once', async () => {
    await payload.create({
      collection: 'subscribers',
      data: { email: greylisted, status: 'subscribed', topics: ['press-releases'] },
      overrideAccess: true,
    })
    const issue = await newIssue(`Press ${stamp}`, ['press-releases'])
    const audience = await audienceOf(['press-releases'])
    await startSending(payload, issue.id, null)
    const down = await sendIssue(payload, issue.id, sender('down', { smtpUrl: 'smtp://127.0.0.1:9' }))
    expect(down).toMatchObject({ stopped: true, sent: 0, bounced: 0, failed: 0 })
    expect(await issueNumbers(payload, issue.id)).toMatchObject({ recipients: audience.size, waiting: audience.size, sent: 0 })

    received.length = 0
    const up = await sendIssue(payload, issue.id, sender('up'))
    expect(up.stopped).toBe(false)
    expect(up.retried).toBe(1)
    expect(up.sent).toBe(audience.size)
    expect(greylistSeen).toBe(true)
    const counts = countBy(received)
    expect(counts.get(greylisted)).toBe(1)
    expect(counts.size).toBe(audience.size)
    expect(await issueNumbers(payload, issue.id)).toMatchObject({ sent: audience.size, waiting: 0, failed: 0 })
  })
})

describe('the preferences link', () => {
  it('shows and changes the topics of the address it was made for; bad links and no topic are refused', async () => {
    const sample = everything.find((m) => m.to.startsWith('papers-'))
    if (!sample) throw new Error('no message to a subscriber of publications')
    const token = decoded(sample.raw).match(/\/subscribe\/preferences\?token=([\w.-]+)/)?.[1]
    if (!token) throw new Error('no preferences link')
    const shown = await postJson('/api/subscription/preferences', { token })
    expect(shown.status).toBe(201)
    const data = endpoints.subscriptionPreferences.response.parse(shown.body).data
    expect(data.email).toBe(sample.to)
    expect(data.topics).toEqual(['publications'])
    // The page also offers to unsubscribe: a link of the address's own.
    expect(data.unsubscribe).toMatch(/^\/subscribe\/unsubscribe\?token=[\w.-]+$/)
    const changed = await postJson('/api/subscription/preferences/update', { token, topics: ['events', 'news'] })
    expect(changed.body.data.topics).toEqual(['news', 'events'])
    const [row] = (await payload.find({ collection: 'subscribers', where: { email: { equals: sample.to } }, overrideAccess: true })).docs
    expect(row.topics).toEqual(['news', 'events'])
    expect((await postJson('/api/subscription/preferences/update', { token, topics: [] })).status).toBe(400)
    expect((await postJson('/api/subscription/preferences', { token: `${token}x` })).status).toBe(400)
  })

  it('signing up records the topics chosen', async () => {
    const email = `topics-${stamp}@example.org`
    expect((await postJson('/api/form-submit', { form: 'subscribe', email, topicsShown: '1', 'topic-events': 'on' })).status).toBe(201)
    const [row] = (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(row.topics).toEqual(['events'])
    const none = await postJson('/api/form-submit', { form: 'subscribe', email: `none-${stamp}@example.org`, topicsShown: '1' })
    expect(none.status).toBe(400)
  })
})

describe('the subscriber list as CSV', () => {
  it('administrators download it, all or by topic and state; editors and the public cannot', async () => {
    await postJson('/api/form-submit', {
      form: 'subscribe',
      email: `csv-${stamp}@example.org`,
      name: '=Comma, "Quoted" Reader',
      topics: ['events'],
    })
    const all = await cmsRest('/cms/api/subscribers/csv', { token: tokens.admin })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toMatch(/text\/csv/)
    const csv = all.bytes.toString('utf8')
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFEmail,Name,Status,Topics,Research themes,Divisions,Confirmed,Unsubscribed,Refused by its server,Signed up',
    )
    // Quoted where it must be, and a would-be formula written as text.
    expect(csv).toContain(`csv-${stamp}@example.org,"'=Comma, ""Quoted"" Reader",pending,events,,,`)
    expect(csv).toContain(`${refused},,bounced,news,,,`)
    const events = (await cmsRest('/cms/api/subscribers/csv?topic=events&status=subscribed', { token: tokens.admin })).bytes.toString(
      'utf8',
    )
    expect(events).toContain(`events-0-${stamp}@example.org`)
    expect(events).not.toContain(`news-0-${stamp}@example.org`)
    expect(events).not.toContain(`csv-${stamp}@example.org`)
    expect((await cmsRest('/cms/api/subscribers/csv?topic=gossip', { token: tokens.admin })).status).toBe(400)
    expect((await cmsRest('/cms/api/subscribers/csv?theme=sleep', { token: tokens.admin })).status).toBe(400)
    expect((await cmsRest('/cms/api/subscribers/csv', { token: tokens.editor })).status).toBe(403)
    expect((await cmsRest('/cms/api/subscribers/csv')).status).toBe(403)
  })
})

describe('research themes and divisions', () => {
  // Later files read "the first theme" and its stories: what this block made leaves with it.
  afterAll(async () => {
    const slugs = [`sleep-${stamp}`, `air-${stamp}`, `night-nurses-${stamp}`, `smog-${stamp}`]
    await payload.delete({ collection: 'news', where: { slug: { in: slugs } }, trash: true, overrideAccess: true })
    await payload.delete({ collection: 'research-themes', where: { slug: { in: slugs } }, trash: true, overrideAccess: true })
  })

  it('an issue about a theme has its stories and goes to the subscribers of the theme, once each, and not to others', async () => {
    const theme = await payload.create({
      collection: 'research-themes',
      data: {
        title: `Sleep and shift work ${stamp}`,
        slug: `sleep-${stamp}`,
        summary: 'How night work changes sleep.',
        _status: 'published',
      },
      overrideAccess: true,
    })
    const other = await payload.create({
      collection: 'research-themes',
      data: { title: `Air quality ${stamp}`, slug: `air-${stamp}`, summary: 'What the city breathes.', _status: 'published' },
      overrideAccess: true,
    })
    // Published after every issue sent so far (the last one about the issue's topics is where its sections start).
    const story = await payload.create({
      collection: 'news',
      data: {
        title: `Night nurses sleep two hours less ${stamp}`,
        slug: `night-nurses-${stamp}`,
        summary: 'A year of sleep diaries.',
        type: 'news',
        themes: [theme.id],
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })
    const untagged = await payload.create({
      collection: 'news',
      data: {
        title: `Smog season starts early ${stamp}`,
        slug: `smog-${stamp}`,
        summary: 'Readings from six stations.',
        type: 'news',
        themes: [other.id],
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })

    // Signing up with the page's checkboxes records the theme ticked.
    const follower = `theme-follower-${stamp}@example.org`
    const signUp = await postJson('/api/form-submit', {
      form: 'subscribe',
      email: follower,
      topicsShown: '1',
      'topic-events': 'on',
      [`theme-${theme.id}`]: 'on',
    })
    expect(signUp.status).toBe(201)
    const [row] = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: follower } }, depth: 0, overrideAccess: true })
    ).docs
    expect(row.themes).toEqual([theme.id])
    expect(row.topics).toEqual(['events'])
    await payload.update({ collection: 'subscribers', id: row.id, data: { status: 'subscribed' }, overrideAccess: true })
    // One who follows the theme and a topic of the issue too; one who follows neither.
    const both = await payload.create({
      collection: 'subscribers',
      data: { email: `theme-and-topic-${stamp}@example.org`, status: 'subscribed', topics: ['press-releases'], themes: [theme.id] },
      overrideAccess: true,
    })
    const bystander = await payload.create({
      collection: 'subscribers',
      data: { email: `theme-bystander-${stamp}@example.org`, status: 'subscribed', topics: ['events'], themes: [other.id] },
      overrideAccess: true,
    })

    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `Sleep ${stamp}`, topics: ['press-releases'], themes: [theme.id], state: 'draft' },
      overrideAccess: true,
    })
    const titles = (issue.sections ?? []).map((section) => section.title)
    expect(titles).toContain(story.title)
    expect(titles).not.toContain(untagged.title)
    expect(issue.sections?.find((section) => section.title === story.title)).toMatchObject({ topic: 'news', url: `/news/${story.slug}` })

    received.length = 0
    await startSending(payload, issue.id, null)
    await sendIssue(payload, issue.id, sender('themes'))
    const counts = countBy(received)
    expect(counts.get(follower)).toBe(1)
    expect(counts.get(both.email)).toBe(1)
    expect(counts.has(bystander.email)).toBe(false)
    expect(decoded(received.find((m) => m.to === follower)?.raw ?? '')).toContain(`/news/${story.slug}`)

    // The subscriber list names each address's themes, and lists a theme's followers alone.
    const csv = async (query: string) => (await cmsRest(`/cms/api/subscribers/csv${query}`, { token: tokens.admin })).bytes.toString('utf8')
    expect(await csv('')).toContain(`${both.email},,subscribed,press-releases,Sleep and shift work ${stamp},,`)
    const followers = await csv(`?theme=${theme.id}`)
    expect(followers).toContain(both.email)
    expect(followers).toContain(follower)
    expect(followers).not.toContain(bystander.email)
  })

  it('an unknown theme or division is a 400 that stores nothing, at sign-up and on the preferences page', async () => {
    const email = `unknown-theme-${stamp}@example.org`
    const unknownTheme = await postJson('/api/form-submit', { form: 'subscribe', email, topics: ['news'], themes: [987_654_321] })
    expect(unknownTheme.status).toBe(400)
    const error = ErrorBody.parse(unknownTheme.body).error
    expect(error.message).toMatch(/no research theme with the id 987654321/)
    expect(error.fields?.themes).toBeTruthy()
    const unknownDivision = await postJson('/api/form-submit', {
      form: 'subscribe',
      email,
      topicsShown: '1',
      'topic-news': 'on',
      'division-987654321': 'on',
    })
    expect(unknownDivision.status).toBe(400)
    expect(ErrorBody.parse(unknownDivision.body).error.fields?.divisions).toMatch(/no division/)
    expect((await postJson('/api/form-submit', { form: 'subscribe', email, topics: ['news'], themes: ['sleep'] })).status).toBe(400)
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )

    // The preferences page: divisions chosen are saved; an unknown one changes nothing.
    const division = (await payload.find({ collection: 'divisions', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email, status: 'subscribed', topics: ['news'] },
      overrideAccess: true,
    })
    const token = new URL(preferencesLink(email)).searchParams.get('token')
    const saved = await postJson('/api/subscription/preferences/update', { token, topics: ['news'], divisions: [division.id] })
    expect(saved.status).toBe(201)
    expect(endpoints.subscriptionPreferencesUpdate.response.parse(saved.body).data.divisions).toEqual([division.id])
    const refusedUpdate = await postJson('/api/subscription/preferences/update', { token, topics: ['events'], divisions: [987_654_321] })
    expect(refusedUpdate.status).toBe(400)
    const after = await payload.findByID({ collection: 'subscribers', id: subscriber.id, depth: 0, overrideAccess: true })
    expect(after.topics).toEqual(['news'])
    expect(after.divisions).toEqual([division.id])
  })
})
