import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import type * as CMS from '../../cms/payload-types'
import { ContractError, type records } from '../contract'
import { answers, readableValue, type FormValue } from '../forms/builder'
import { SubscribeForm, fieldErrors, honeypotField, subscribeFormName } from '../forms/schemas'
import { cms } from './cms'
import { sendMail } from '../mail'
import { publicForm, richTextPlain } from '../../content/map'
import { requestSubscription } from './subscription'

/**
 * POST /api/form-submit: `{form: <slug or id>, ...answers}`. The honeypot
 * first, then the form's own schema — the newsletter's (lib/forms/schemas.ts)
 * or the one built from an editor-built form's definition in the CMS
 * (lib/forms/builder.ts) — then the form's work. Fields the form does not
 * have are ignored. Nothing is stored unless every check passed.
 */
export async function submitForm(body: Record<string, unknown>): Promise<records.FormReceipt> {
  const ref = body.form
  const form = typeof ref === 'string' || typeof ref === 'number' ? await findForm(String(ref)) : null
  if (!form) throw new ContractError(400, 'unknown_form', 'Unknown form: send `form` with the slug or id of one of the site’s forms.')
  const trap = body[honeypotField]
  if (trap !== undefined && trap !== '')
    throw new ContractError(
      400,
      'rejected',
      'The form could not be accepted. If you are a person, leave the field named "Leave this empty" empty.',
    )

  const receivedAt = new Date().toISOString()
  if (form === subscribeFormName) {
    const parsed = SubscribeForm.safeParse(body)
    if (!parsed.success) throw invalid(parsed.error)
    await requestSubscription(parsed.data)
    return {
      form: subscribeFormName,
      receivedAt,
      message: 'Thank you. Please check your inbox and follow the link in our message to confirm your subscription.',
    }
  }

  const definition = publicForm(form)
  const parsed = answers(definition, body)
  if (!parsed.success) throw invalid(parsed.error)
  const given = parsed.data
  const labelled = given.map(({ field, value }) => ({ label: field.label, name: field.name, value: readableValue(field, String(value)) }))
  const who = given.find((a) => a.field.type === 'email' || a.field.name === 'name')
  const payload = await cms()
  await payload.create({
    collection: 'form-submissions',
    data: {
      form: form.id,
      title: `${form.title}${who ? `: ${who.value}` : ''}`,
      submissionData: given.map(({ field, value }) => ({ field: field.name, value: String(value) })),
      text: [`${form.title}, ${receivedAt.slice(0, 16).replace('T', ' ')} UTC`, ...labelled.map((a) => `${a.label}: ${a.value}`)].join(
        '\n',
      ),
    },
    overrideAccess: true,
  })
  await notify(payload, form, labelled, given)

  if (form.confirmationType === 'redirect' && form.redirect?.url)
    return { form: form.slug, receivedAt, message: 'Thank you. Your answers have been sent.', redirect: form.redirect.url }
  return { form: form.slug, receivedAt, message: richTextPlain(form.confirmationMessage) || 'Thank you. Your answers have been sent.' }
}

/** The form a post names: `subscribe`, or an editor-built form by slug or id (read by the backend, e-mails included). */
async function findForm(ref: string): Promise<CMS.Form | typeof subscribeFormName | null> {
  if (ref === subscribeFormName) return subscribeFormName
  if (ref.length > 200) return null
  const payload = await cms()
  const where: Where = /^\d{1,9}$/.test(ref)
    ? { or: [{ slug: { equals: ref } }, { id: { equals: Number(ref) } }] }
    : { slug: { equals: ref } }
  const { docs } = await payload.find({ collection: 'forms', where, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] ?? null
}

function invalid(error: z.ZodError): ContractError {
  const fields = fieldErrors(error)
  const count = Object.keys(fields).length
  return new ContractError(
    400,
    'invalid_form',
    `Please correct ${count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`}.`,
    fields,
  )
}

type Answer = { label: string; name: string; value: string }

/** `{{name}}` → that answer (a select's option label), `{{*}}` → every answer as "Label: value" lines. */
function fillIn(template: string, given: Answer[], oneLine = false): string {
  const all = given.map((a) => `${a.label}: ${a.value}`).join(oneLine ? ', ' : '\n')
  const filled = template.replace(/\{\{\s*([\w*:]+)\s*\}\}/g, (_, key: string) =>
    key.startsWith('*') ? all : (given.find((a) => a.name === key)?.value ?? ''),
  )
  // Header values (subject, addresses) stay on one line whatever a visitor typed.
  return oneLine ? filled.replace(/[\r\n]+/g, ' ').trim() : filled
}

const looksLikeAddress = (value: string) => /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/.test(value)

/**
 * The form's notification e-mails, through the site's outbox (sent with
 * SMTP_URL, else kept there as unsent). An empty "to" goes to FORMS_TO or the
 * contact address in the settings; the reply-to defaults to the visitor's
 * e-mail answer.
 */
async function notify(payload: Payload, form: CMS.Form, given: Answer[], raw: { field: { type: string }; value: FormValue }[]) {
  const visitorEmail = raw.find((a) => a.field.type === 'email')?.value
  for (const email of form.emails ?? []) {
    const to = fillIn(email.emailTo ?? '', given, true) || (await formsRecipient(payload))
    const replyTo = fillIn(email.replyTo ?? '', given, true) || (typeof visitorEmail === 'string' ? visitorEmail : '')
    const message = richTextPlain(email.message)
    await sendMail(payload, {
      to,
      ...(looksLikeAddress(replyTo) ? { replyTo } : {}),
      subject: fillIn(email.subject, given, true) || `[Website] ${form.title}`,
      text: message ? fillIn(message, given) : [`Form: ${form.title}`, '', ...given.map((a) => `${a.label}: ${a.value}`)].join('\n'),
    })
  }
}

/** Where notifications without a "to" go: FORMS_TO, else the contact address in the CMS settings. */
async function formsRecipient(payload: Payload): Promise<string> {
  if (process.env.FORMS_TO) return process.env.FORMS_TO
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  return settings.contact?.email || 'info@localhost'
}
