import { ContractError, type records } from '../contract'
import type { z } from 'zod'

import type { SubscribeForm } from '../forms/schemas'
import type { Subscriber } from '../../cms/payload-types'
import { cms } from './cms'
import { absoluteUrl } from '../siteUrl'
import { productName, sendMail } from '../mail'
import { checkToken, createToken } from '../tokens'
import { preferencesLink, unsubscribeLink, unsubscribePath } from '../newsletter/links'
import { type NewsletterTopic, topicIds } from '../schema/newsletterTopics'

/**
 * Newsletter subscription with double opt-in: signing up sends a signed,
 * expiring confirmation link; only following it subscribes the address.
 * Every message carries an unsubscribe link.
 */

const confirmationLifetimeMs = 48 * 60 * 60 * 1000
/** A second sign-up for the same address within this time sends nothing new. */
const resendAfterMs = 2 * 60 * 1000

async function mailSubscriber(email: string, subject: string, lines: string[]) {
  const unsubscribe = unsubscribeLink(email)
  await sendMail(await cms(), {
    to: email,
    subject,
    text: [...lines, '', `To stop receiving messages from us, unsubscribe here: ${unsubscribe}`].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  })
}

async function findSubscriber(email: string) {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  return docs[0]
}

/** Sign-up: idempotent per address. Sends a confirmation unless the address is already subscribed. */
const updateSubscriber = async (id: number, data: Partial<Subscriber>) =>
  (await cms()).update({ collection: 'subscribers', id, data, overrideAccess: true })

/** Research themes and divisions a subscriber follows, by id. */
type Tags = { themes?: number[]; divisions?: number[] }

async function unknownIds(collection: 'research-themes' | 'divisions', ids: number[] = []): Promise<number[]> {
  if (ids.length === 0) return []
  // A public read: a theme not published is not one to follow.
  const { docs } = await (await cms()).find({ collection, where: { id: { in: ids } }, limit: ids.length, depth: 0, overrideAccess: false })
  const known = new Set(docs.map((doc) => doc.id))
  return ids.filter((id) => !known.has(id))
}

/** Every id names a published research theme or a division of the CMS, or a clear 400 before anything is stored. */
async function checkTags({ themes, divisions }: Tags): Promise<void> {
  const fields: Record<string, string> = {}
  const unknownThemes = await unknownIds('research-themes', themes)
  if (unknownThemes.length > 0)
    fields.themes = `There is no research theme with the id ${unknownThemes.join(', ')}: choose among the themes listed.`
  const unknownDivisions = await unknownIds('divisions', divisions)
  if (unknownDivisions.length > 0)
    fields.divisions = `There is no division with the id ${unknownDivisions.join(', ')}: choose among the divisions listed.`
  if (Object.keys(fields).length > 0) throw new ContractError(400, 'unknown_choice', Object.values(fields).join(' '), fields)
}

export async function requestSubscription({ email, name, topics, themes, divisions }: z.output<typeof SubscribeForm>): Promise<void> {
  await checkTags({ themes, divisions })
  const payload = await cms()
  const now = new Date()
  const existing = await findSubscriber(email)
  const recentlySent = existing?.confirmationSentAt && now.getTime() - new Date(existing.confirmationSentAt).getTime() < resendAfterMs
  if (existing?.status !== 'unsubscribed' && recentlySent) return

  if (existing?.status === 'subscribed') {
    // Tell the owner of the address, not the person who typed it, that nothing changed.
    // The topics are the owner's to change, from the preferences link in every newsletter.
    await updateSubscriber(existing.id, { confirmationSentAt: now.toISOString() })
    await mailSubscriber(email, 'You are already subscribed', [
      `Someone (probably you) asked to subscribe this address to the ${await productName(await cms())} newsletter.`,
      'You are already subscribed, so nothing has changed.',
    ])
    return
  }

  const data = {
    email,
    name: name ?? existing?.name ?? undefined,
    topics,
    themes,
    divisions,
    status: 'pending' as const,
    confirmationSentAt: now.toISOString(),
  }
  if (existing) await updateSubscriber(existing.id, data)
  else await payload.create({ collection: 'subscribers', data, overrideAccess: true })

  const confirm = absoluteUrl(`/subscribe/confirm?token=${createToken('subscribe-confirm', email, confirmationLifetimeMs, now.getTime())}`)
  await mailSubscriber(email, 'Please confirm your subscription', [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    `Please confirm that you want to receive the ${await productName(await cms())} newsletter by opening this link:`,
    confirm,
    '',
    'The link works for 48 hours. If you did not ask to subscribe, ignore this message and you will not hear from us again.',
  ])
}

function tokenError(reason: 'malformed' | 'signature' | 'expired', what: string): ContractError {
  return reason === 'expired'
    ? new ContractError(400, 'token_expired', `This ${what} link has expired. Please subscribe again to get a new one.`)
    : new ContractError(
        400,
        'invalid_token',
        `This ${what} link is not valid. Please check that you opened the whole link from the message.`,
      )
}

export async function confirmSubscription(token: string): Promise<records.SubscriptionStatus> {
  const check = checkToken('subscribe-confirm', token)
  if (!check.ok) throw tokenError(check.reason, 'confirmation')
  const subscriber = await findSubscriber(check.subject)
  if (!subscriber) throw tokenError('signature', 'confirmation')
  const issuedAt = check.expiresAt - confirmationLifetimeMs
  // An address that unsubscribed after this link was sent needs a new sign-up, not an old link.
  if (subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt && new Date(subscriber.unsubscribedAt).getTime() >= issuedAt)
    throw new ContractError(400, 'invalid_token', 'This address has unsubscribed since the link was sent. Please subscribe again.')
  if (subscriber.status !== 'subscribed') {
    await updateSubscriber(subscriber.id, { status: 'subscribed', confirmedAt: new Date().toISOString() })
    await mailSubscriber(subscriber.email, `Welcome to the ${await productName(await cms())} newsletter`, [
      'Your subscription is confirmed. You will hear from us about once a month.',
      '',
      `Choose the topics you receive at any time: ${preferencesLink(subscriber.email)}`,
    ])
  }
  return { status: 'subscribed', message: 'Your subscription is confirmed. Thank you!' }
}

export async function unsubscribe(token: string): Promise<records.SubscriptionStatus> {
  const check = checkToken('unsubscribe', token)
  if (!check.ok) throw tokenError(check.reason === 'expired' ? 'signature' : check.reason, 'unsubscribe')
  const subscriber = await findSubscriber(check.subject)
  if (subscriber && subscriber.status !== 'unsubscribed') {
    await updateSubscriber(subscriber.id, { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() })
  }
  return { status: 'unsubscribed', message: 'You have been unsubscribed and will not receive any more messages from us.' }
}

/** The subscriber a preferences link names, or a clear 400. */
async function subscriberOfPreferencesLink(token: string) {
  const check = checkToken('subscription-preferences', token)
  if (!check.ok) throw tokenError(check.reason === 'expired' ? 'signature' : check.reason, 'preferences')
  const subscriber = await findSubscriber(check.subject)
  if (!subscriber) throw tokenError('signature', 'preferences')
  return subscriber
}

const topicsOf = (subscriber: Subscriber): NewsletterTopic[] =>
  subscriber.topics && subscriber.topics.length > 0 ? topicIds.filter((id) => subscriber.topics?.includes(id)) : [...topicIds]

const idsOf = (refs: (number | { id: number })[] | null | undefined) => (refs ?? []).map((ref) => (typeof ref === 'number' ? ref : ref.id))

const preferencesOf = (subscriber: Subscriber, message?: string): records.SubscriptionPreferences => ({
  email: subscriber.email,
  status: subscriber.status,
  topics: topicsOf(subscriber),
  themes: idsOf(subscriber.themes),
  divisions: idsOf(subscriber.divisions),
  ...(message && { message }),
  // Whoever holds the preferences link may also stop everything from that page.
  unsubscribe: unsubscribePath(subscriber.email),
})

/** The preferences page: the address and its topics. */
export async function preferences(token: string): Promise<records.SubscriptionPreferences> {
  return preferencesOf(await subscriberOfPreferencesLink(token))
}

/**
 * Changing the topics (and the themes and divisions, when given) from the
 * preferences page. An address that unsubscribed (or whose server refused our
 * mail) is not subscribed again by this: that takes a new sign-up and its
 * confirmation.
 */
export async function updatePreferences(
  token: string,
  { topics, themes, divisions }: { topics: NewsletterTopic[] } & Tags,
): Promise<records.SubscriptionPreferences> {
  const subscriber = await subscriberOfPreferencesLink(token)
  await checkTags({ themes, divisions })
  const updated = await updateSubscriber(subscriber.id, { topics, ...(themes && { themes }), ...(divisions && { divisions }) })
  return preferencesOf(
    updated,
    subscriber.status === 'subscribed'
      ? 'Your choices are saved. The next newsletter follows them.'
      : 'Your choices are saved. This address is not subscribed at the moment: subscribe again to receive the newsletter.',
  )
}
