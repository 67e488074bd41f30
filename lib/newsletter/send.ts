import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { image as imageOf } from '../../content/map'
import { newsletter } from '../../content/newsletter'
import { absoluteUrl } from '../siteUrl'
import { mailFrom, productName } from '../mail'
import { isPostgres, rows, run } from '../sql'
import { oneClickLink, preferencesLink, unsubscribeHeaders, unsubscribeLink } from './links'
import { type MessageIssue, type RenderedIssue, personalise, renderIssue } from './message'

/**
 * Sending a newsletter issue, by the database's rules so that it goes out once
 * however many servers send and however often they stop:
 *
 * - Starting to send writes one delivery row per subscriber of the issue's
 *   topics, themes and divisions (unique per issue and subscriber): the
 *   audience is fixed then.
 * - Each sender claims a batch of waiting rows in one statement (on
 *   PostgreSQL `FOR UPDATE SKIP LOCKED`: two servers never claim one row).
 * - Before a message is handed to the mail server its row says `sending`;
 *   after, `sent` (or `bounced` on a 5xx, which marks the address too). A
 *   sender that stops (a crash, a restart) leaves its rows: claimed rows it
 *   never started go back to waiting once its lease is over; a row left
 *   `sending` may or may not have reached the server, and is marked
 *   `interrupted` rather than sent a second time.
 */

export type SenderOptions = {
  /** Names this sender in the rows it claims. */
  workerId: string
  /** Messages per second this sender hands to SMTP at most (0: as fast as it can). */
  ratePerSecond: number
  /** Rows claimed at a time. */
  batchSize: number
  /** SMTP connections kept open while sending. */
  connections: number
  /** How long a claim holds before other senders take over its rows. */
  leaseMs: number
  smtpUrl: string
  /** Aborting stops the sender where it is, as a crash would: what it was doing is left unrecorded. */
  signal?: AbortSignal
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback
}

/** The sender's settings from the environment (docs/operators.md). Null without SMTP_URL: nothing can be sent. */
export function senderOptions(env: NodeJS.ProcessEnv = process.env): SenderOptions | null {
  if (!env.SMTP_URL) return null
  return {
    workerId: `${process.pid}-${randomBytes(4).toString('hex')}`,
    ratePerSecond: positive(env.NEWSLETTER_RATE, 10),
    batchSize: Math.max(1, positive(env.NEWSLETTER_BATCH, 50)),
    connections: Math.max(1, positive(env.NEWSLETTER_CONNECTIONS, 2)),
    leaseMs: positive(env.NEWSLETTER_LEASE_SECONDS, 300) * 1000,
    smtpUrl: env.SMTP_URL,
  }
}

type DeliveryStatus = 'queued' | 'claimed' | 'sending' | 'sent' | 'bounced' | 'failed' | 'interrupted'
/** Temporary failures (4xx) are tried again this many times in all. */
const maxAttempts = 3

/** A status as SQL: PostgreSQL stores it as an enum, SQLite as text. */
const status = (payload: Payload, value: DeliveryStatus) =>
  sql.raw(isPostgres(payload) ? `'${value}'::enum_newsletter_deliveries_status` : `'${value}'`)
const time = (payload: Payload, date: Date) => (isPostgres(payload) ? sql`${date.toISOString()}::timestamptz` : sql`${date.toISOString()}`)

/**
 * An editor sends an issue: its state becomes `sending` and its audience is
 * written, one row per subscribed address of any of its topics (an address
 * with no topic recorded receives every topic) or of any of its research
 * themes and divisions. Running it again adds no row.
 */
export async function startSending(payload: Payload, issueId: number, userId: number | null, now = new Date()): Promise<number> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 0, overrideAccess: true })
  if (issue.state === 'draft')
    await payload.update({
      collection: 'newsletter-issues',
      id: issueId,
      data: { state: 'sending', sentBy: userId },
      overrideAccess: true,
      context: { newsletterSender: true },
    })
  const at = time(payload, now)
  await run(
    payload,
    sql`INSERT INTO newsletter_deliveries (issue_id, subscriber_id, email, status, attempts, updated_at, created_at)
        SELECT ${issueId}, s.id, s.email, ${status(payload, 'queued')}, 0, ${at}, ${at} FROM subscribers s
        WHERE CAST(s.status AS TEXT) = 'subscribed' AND (
          NOT EXISTS (SELECT 1 FROM subscribers_topics t WHERE t.parent_id = s.id)
          OR EXISTS (SELECT 1 FROM subscribers_topics t JOIN newsletter_issues_topics i ON CAST(i.value AS TEXT) = CAST(t.value AS TEXT)
                     WHERE t.parent_id = s.id AND i.parent_id = ${issueId})
          OR EXISTS (SELECT 1 FROM subscribers_rels t JOIN newsletter_issues_rels i ON i.path = t.path
                       AND (i.research_themes_id = t.research_themes_id OR i.divisions_id = t.divisions_id)
                     WHERE t.parent_id = s.id AND i.parent_id = ${issueId}))
        ON CONFLICT (issue_id, subscriber_id) DO NOTHING`,
  )
  return (await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issueId } }, overrideAccess: true }))
    .totalDocs
}

/** The issue as its message shows it: sections with their pictures from the site. */
export async function issueMessage(payload: Payload, issueId: number): Promise<RenderedIssue> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 1, overrideAccess: true })
  return renderIssue(messageOf(issue), await productName(payload))
}

export function messageOf(issue: CMS.NewsletterIssue): MessageIssue {
  return {
    subject: issue.subject,
    // Its page in the archive, public once it has been sent.
    archiveUrl: issue.slug ? absoluteUrl(newsletter.url(issue)) : null,
    intro: issue.intro,
    sections: (issue.sections ?? []).map((section) => {
      const picture = imageOf(section.image)
      return {
        title: section.title,
        summary: section.summary,
        url: section.url,
        image: picture ? { url: picture.url, alt: picture.alt } : null,
      }
    }),
  }
}

/** One subscriber's message: their own links, the unsubscribe headers, a plain-text part. */
export function personalMessage(rendered: RenderedIssue, email: string, id: string) {
  const message = personalise(rendered, { unsubscribe: unsubscribeLink(email), preferences: preferencesLink(email) })
  return {
    to: email,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: unsubscribeHeaders(email),
    // The same Message-ID for the same delivery, should a mail server see it twice.
    messageId: `<newsletter-${id}@${new URL(oneClickLink(email)).hostname}>`,
  }
}

type Claimed = { id: number; email: string; subscriber_id: number }

async function recoverAbandoned(payload: Payload, issueId: number, stale: Date) {
  const before = time(payload, stale)
  await run(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'queued')}, claimed_by = NULL
        WHERE issue_id = ${issueId} AND CAST(status AS TEXT) = 'claimed' AND claimed_at <= ${before}`,
  )
  await run(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'interrupted')},
          error = 'The sender stopped while handing this message to the mail server: it may have arrived, so it is not sent again.'
        WHERE issue_id = ${issueId} AND CAST(status AS TEXT) = 'sending' AND claimed_at <= ${before}`,
  )
}

async function claim(payload: Payload, issueId: number, options: SenderOptions, now: Date): Promise<Claimed[]> {
  const lock = sql.raw(isPostgres(payload) ? 'FOR UPDATE SKIP LOCKED' : '')
  return rows<Claimed>(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'claimed')}, claimed_by = ${options.workerId}, claimed_at = ${time(payload, now)}
        WHERE CAST(status AS TEXT) = 'queued' AND id IN (
          SELECT id FROM newsletter_deliveries WHERE issue_id = ${issueId} AND CAST(status AS TEXT) = 'queued'
          ORDER BY id LIMIT ${options.batchSize} ${lock})
        RETURNING id, email, subscriber_id`,
  )
}

/** These claimed rows of this sender become `sending` (those another sender took over are left out): the ones to hand over now. */
async function markSending(payload: Payload, ids: number[], workerId: string): Promise<Set<number>> {
  const changed = await rows<{ id: number }>(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'sending')}, attempts = attempts + 1, claimed_at = ${time(payload, new Date())}
        WHERE claimed_by = ${workerId} AND CAST(status AS TEXT) = 'claimed' AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) RETURNING id`,
  )
  return new Set(changed.map(({ id }) => Number(id)))
}

async function markSent(payload: Payload, ids: number[], workerId: string) {
  if (ids.length === 0) return
  await run(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'sent')}, sent_at = ${time(payload, new Date())}, error = NULL
        WHERE claimed_by = ${workerId} AND CAST(status AS TEXT) = 'sending' AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
}

async function markFailed(payload: Payload, row: Claimed, workerId: string, next: DeliveryStatus, error: string) {
  await run(
    payload,
    sql`UPDATE newsletter_deliveries SET status = ${status(payload, next)}, error = ${error.slice(0, 500)},
          claimed_by = ${next === 'queued' ? null : workerId}
        WHERE id = ${row.id} AND claimed_by = ${workerId}`,
  )
  if (next === 'bounced')
    await payload.update({
      collection: 'subscribers',
      id: row.subscriber_id,
      data: { status: 'bounced', bouncedAt: new Date().toISOString(), bounceReason: error.slice(0, 500) },
      overrideAccess: true,
    })
}

/** Hands out start times `1 / rate` apart (no wait at rate 0). */
function pacer(ratePerSecond: number) {
  let next = Date.now()
  return async () => {
    if (!ratePerSecond) return
    const now = Date.now()
    const at = Math.max(now, next)
    next = at + 1000 / ratePerSecond
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now))
  }
}

export type SendResult = { sent: number; bounced: number; failed: number; retried: number; stopped: boolean }

type SmtpFailure = { responseCode?: number; message?: string; code?: string }

/**
 * Sends what is waiting for one issue, batch after batch, until nothing is
 * left for this sender; then, when no row is waiting or in flight anywhere,
 * the issue is `sent`. Several senders may run it at once, on one server or many.
 */
export async function sendIssue(payload: Payload, issueId: number, options: SenderOptions): Promise<SendResult> {
  const result: SendResult = { sent: 0, bounced: 0, failed: 0, retried: 0, stopped: false }
  const { signal } = options
  await recoverAbandoned(payload, issueId, new Date(Date.now() - options.leaseMs))
  const rendered = await issueMessage(payload, issueId)
  const from = await mailFrom(payload)
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.connections,
    maxMessages: Infinity,
  })
  const pace = pacer(options.ratePerSecond)
  try {
    for (;;) {
      if (signal?.aborted) return { ...result, stopped: true }
      const batch = await claim(payload, issueId, options, new Date())
      if (batch.length === 0) break
      // In waves of `connections` messages: one write marks a wave `sending`, one marks what the server took `sent`.
      // A sender that stops leaves at most one wave in doubt.
      for (let start = 0; start < batch.length; start += options.connections) {
        if (signal?.aborted) return { ...result, stopped: true }
        const wave = batch.slice(start, start + options.connections)
        const mine = await markSending(
          payload,
          wave.map(({ id }) => id),
          options.workerId,
        )
        const outcomes = await Promise.all(
          wave
            .filter(({ id }) => mine.has(Number(id)))
            .map(async (row) => {
              await pace()
              try {
                await transport.sendMail({ from, ...personalMessage(rendered, row.email, `${issueId}-${row.id}`) })
                return { row, failure: null }
              } catch (cause) {
                return { row, failure: (cause ?? {}) as SmtpFailure }
              }
            }),
        )
        // Stopped while the wave was out: as after a crash, nothing of it is recorded.
        if (signal?.aborted) return { ...result, stopped: true }
        const sent = outcomes.filter(({ failure }) => !failure).map(({ row }) => row.id)
        await markSent(payload, sent, options.workerId)
        result.sent += sent.length
        let serverDown = false
        for (const { row, failure } of outcomes) {
          if (!failure) continue
          const message = failure.message ?? 'SMTP error'
          if (failure.responseCode && failure.responseCode >= 500) {
            result.bounced++
            await markFailed(payload, row, options.workerId, 'bounced', message)
          } else if (failure.responseCode) {
            // 4xx: the server asks to try later; a few times, then the row is failed.
            const attempts = await rows<{ attempts: number }>(payload, sql`SELECT attempts FROM newsletter_deliveries WHERE id = ${row.id}`)
            const last = Number(attempts[0]?.attempts ?? maxAttempts) >= maxAttempts
            if (last) result.failed++
            else result.retried++
            await markFailed(payload, row, options.workerId, last ? 'failed' : 'queued', message)
          } else {
            // No answer from the server (refused, timed out): the row waits for the next round, the attempt not counted.
            serverDown = true
            result.retried++
            await run(payload, sql`UPDATE newsletter_deliveries SET attempts = attempts - 1 WHERE id = ${row.id}`)
            await markFailed(payload, row, options.workerId, 'queued', message)
          }
        }
        if (serverDown) {
          // What this sender still holds goes back to waiting; the next round tries again.
          await run(
            payload,
            sql`UPDATE newsletter_deliveries SET status = ${status(payload, 'queued')}, claimed_by = NULL
                WHERE issue_id = ${issueId} AND claimed_by = ${options.workerId} AND CAST(status AS TEXT) = 'claimed'`,
          )
          return { ...result, stopped: true }
        }
      }
    }
    await finishIfDone(payload, issueId)
    return result
  } finally {
    transport.close()
  }
}

/** The issue is sent once none of its rows waits or is in flight. */
async function finishIfDone(payload: Payload, issueId: number) {
  const open = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issueId } }, { status: { in: ['queued', 'claimed', 'sending'] } }] },
    overrideAccess: true,
  })
  if (open.totalDocs > 0) return
  // Two senders can send their last rows at the same moment: the one whose update still finds the issue sending
  // finishes it, once; then Payload saves it as sent, for what follows a change (the archive's cached pages, the log).
  const sentAt = new Date()
  const finished = await rows(
    payload,
    sql`UPDATE newsletter_issues SET state = ${sql.raw(isPostgres(payload) ? `'sent'::enum_newsletter_issues_state` : `'sent'`)},
          sent_at = ${time(payload, sentAt)}
        WHERE id = ${issueId} AND CAST(state AS TEXT) = 'sending' RETURNING id`,
  )
  if (finished.length === 0) return
  await payload.update({
    collection: 'newsletter-issues',
    id: issueId,
    data: { state: 'sent', sentAt: sentAt.toISOString() },
    overrideAccess: true,
    context: { newsletterSender: true },
  })
}

/** Every issue being sent, in turn (what each server's background work runs). */
export async function sendPendingIssues(payload: Payload, options: SenderOptions): Promise<SendResult[]> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { state: { equals: 'sending' } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const results: SendResult[] = []
  for (const issue of docs) {
    const result = await sendIssue(payload, issue.id, options)
    results.push(result)
    if (result.stopped) break
  }
  return results
}

/** The numbers of an issue for its editors: rows by state, and how many of its recipients unsubscribed since. */
export async function issueNumbers(payload: Payload, issueId: number) {
  const counts = await rows<{ status: string; n: number | string }>(
    payload,
    sql`SELECT CAST(status AS TEXT) AS status, COUNT(*) AS n FROM newsletter_deliveries WHERE issue_id = ${issueId} GROUP BY status`,
  )
  const byStatus = Object.fromEntries(counts.map(({ status: s, n }) => [s, Number(n)])) as Partial<Record<DeliveryStatus, number>>
  const [unsubscribed] = await rows<{ n: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS n FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id
        WHERE d.issue_id = ${issueId} AND CAST(d.status AS TEXT) = 'sent' AND CAST(s.status AS TEXT) = 'unsubscribed'
          AND s.unsubscribed_at >= d.sent_at`,
  )
  const total = Object.values(byStatus).reduce((sum, n) => sum + (n ?? 0), 0)
  return {
    recipients: total,
    sent: byStatus.sent ?? 0,
    waiting: (byStatus.queued ?? 0) + (byStatus.claimed ?? 0) + (byStatus.sending ?? 0),
    bounced: byStatus.bounced ?? 0,
    failed: byStatus.failed ?? 0,
    interrupted: byStatus.interrupted ?? 0,
    unsubscribedSince: Number(unsubscribed?.n ?? 0),
  }
}
