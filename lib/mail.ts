import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload, PayloadRequest, SendEmailOptions } from 'payload'
import sanitizeHtml from 'sanitize-html'

/**
 * Outgoing mail. With SMTP_URL set (smtp://user:pass@host:587, smtps://… for
 * TLS) messages go out through nodemailer; either way each one is recorded in
 * the outbox, so without SMTP an editor can still read it in /admin.
 */
export type MailMessage = {
  to: string
  subject: string
  text: string
  /** An HTML part beside the text (newsletters); the outbox keeps the text. */
  html?: string
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

export const mailFrom = async (payload: Payload) => process.env.MAIL_FROM ?? `${await productName(payload)} <no-reply@localhost>`

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

/** The addresses of a message Payload sends, as one comma-separated list. */
function addresses(to: SendEmailOptions['to']): string {
  if (!to) return ''
  if (typeof to === 'string') return to
  if (Array.isArray(to)) return to.map(addresses).join(', ')
  return 'address' in to ? (to.address ?? '') : ''
}

/** Payload's messages are HTML; the outbox and the plain-text message keep the text (links are written out in full). */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * The CMS's own messages (password resets) go out like the site's: through
 * SMTP when it is configured, and into the outbox either way. Payload sends
 * them inside the operation's database transaction, which the outbox row must
 * not wait on, and the answer must not wait on SMTP (its timing would tell
 * which addresses have an account): they are sent once the operation is done.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'CMS',
  sendEmail: async (message) => {
    const mail: MailMessage = {
      to: addresses(message.to),
      subject: String(message.subject ?? ''),
      text: typeof message.text === 'string' ? message.text : textOf(typeof message.html === 'string' ? message.html : ''),
    }
    setImmediate(() => {
      sendMail(payload, mail).catch((error: unknown) => payload.logger.error({ err: error }, '[mail] could not record a CMS message'))
    })
  },
})

/** Resets the SMTP connection, e.g. after SMTP_URL changed (tests). */
export function resetMailTransport() {
  transporter?.close()
  transporter = undefined
}
