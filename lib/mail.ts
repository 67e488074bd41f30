import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Outgoing mail. With SMTP_URL set (smtp://user:pass@host:587, smtps://… for
 * TLS) messages go out through nodemailer; either way each one is recorded in
 * the outbox, so without SMTP an editor can still read it in /admin.
 */
export type MailMessage = {
  to: string
  subject: string
  text: string
  replyTo?: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

export type MailStatus = 'sent' | 'unsent' | 'failed'

let transporter: Transporter | undefined

function smtp(): Transporter | undefined {
  const url = process.env.SMTP_URL
  if (!url) return undefined
  transporter ??= nodemailer.createTransport(url)
  return transporter
}

/** The institute's name, as the editors set it: in messages the site sends. */
export async function productName(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'settings', depth: 0 })).productName
}

const mailFrom = async (payload: Payload) => process.env.MAIL_FROM ?? `${await productName(payload)} <no-reply@localhost>`

/** `req`: when called from a CMS hook, the outbox row is written in that request's transaction. */
export async function sendMail(payload: Payload, message: MailMessage, req?: PayloadRequest): Promise<MailStatus> {
  const transport = smtp()
  let status: MailStatus = 'unsent'
  let error: string | undefined
  if (transport) {
    try {
      await transport.sendMail({ from: await mailFrom(payload), ...message })
      status = 'sent'
    } catch (cause) {
      // The message stays in the outbox marked failed; the visitor's request has still been stored.
      status = 'failed'
      error = cause instanceof Error ? cause.message.slice(0, 500) : 'SMTP error'
      console.error('[mail] sending failed:', error)
    }
  }
  await payload.create({
    collection: 'outbox',
    data: { to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo, status, error },
    overrideAccess: true,
    req,
  })
  return status
}

/** Resets the SMTP connection, e.g. after SMTP_URL changed (tests). */
export function resetMailTransport() {
  transporter?.close()
  transporter = undefined
}
