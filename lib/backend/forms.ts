import { ContractError, type records } from '../contract'
import { type FormName, fieldErrors, formNames, forms, honeypotField, contactTopics } from '../forms/schemas'
import { cms } from './cms'
import { sendMail } from './mail'
import { requestSubscription } from './subscription'

/**
 * POST /api/form-submit: the honeypot first, then the form's own schema, then
 * the form's work. Nothing is stored unless every check passed.
 */
export async function submitForm(body: Record<string, unknown>): Promise<records.FormReceipt> {
  const form = body.form
  if (typeof form !== 'string' || !formNames.includes(form as FormName))
    throw new ContractError(400, 'unknown_form', `Unknown form. The forms are: ${formNames.join(', ')}.`)
  const trap = body[honeypotField]
  if (trap !== undefined && trap !== '')
    throw new ContractError(
      400,
      'rejected',
      'The form could not be accepted. If you are a person, leave the field named "Leave this empty" empty.',
    )

  const receivedAt = new Date().toISOString()
  if (form === 'subscribe') {
    const parsed = forms.subscribe.safeParse(body)
    if (!parsed.success) throw invalid(parsed.error)
    await requestSubscription(parsed.data)
    return {
      form,
      receivedAt,
      message: 'Thank you. Please check your inbox and follow the link in our message to confirm your subscription.',
    }
  }

  const parsed = forms.contact.safeParse(body)
  if (!parsed.success) throw invalid(parsed.error)
  const data = parsed.data
  const topic = contactTopics.find((t) => t.value === data.topic)?.label ?? data.topic
  const subject = `${topic}: message from ${data.name}`
  const payload = await cms()
  await payload.create({
    collection: 'form-submissions',
    data: { form, subject, name: data.name, email: data.email, data: { topic: data.topic, message: data.message } },
    overrideAccess: true,
  })
  await sendMail({
    to: await formsRecipient(),
    replyTo: data.email,
    subject: `[Website] ${subject}`,
    text: [`From: ${data.name} <${data.email}>`, `Topic: ${topic}`, '', data.message].join('\n'),
  })
  return { form, receivedAt, message: 'Thank you. Your message has been sent; we aim to reply within five working days.' }
}

function invalid(error: Parameters<typeof fieldErrors>[0]): ContractError {
  const fields = fieldErrors(error)
  const count = Object.keys(fields).length
  return new ContractError(
    400,
    'invalid_form',
    `Please correct ${count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`}.`,
    fields,
  )
}

/** Where contact messages go: FORMS_TO, else the contact address in the CMS settings. */
async function formsRecipient(): Promise<string> {
  if (process.env.FORMS_TO) return process.env.FORMS_TO
  const payload = await cms()
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  return settings.contact?.email || 'info@localhost'
}
