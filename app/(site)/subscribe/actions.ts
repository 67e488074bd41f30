'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { clientAddress } from '@/lib/rateLimit'
import { ContractError } from '@/lib/contract'
import { upstreamPost } from '@/lib/upstream'
import { tickedTags, topicField, topicIds } from '@/lib/schema/newsletterTopics'

/**
 * The buttons behind the links in our messages. Following a link only shows
 * the button, so a mail scanner that opens links changes nothing.
 */
async function spendToken(call: 'subscriptionConfirm' | 'subscriptionUnsubscribe', formData: FormData): Promise<string> {
  const token = String(formData.get('token') ?? '')
  try {
    await upstreamPost(call, { token }, clientAddress(await headers()))
    return 'done'
  } catch (error) {
    if (error instanceof ContractError) return error.code === 'token_expired' ? 'expired' : 'invalid'
    throw error
  }
}

export async function confirmSubscriptionAction(formData: FormData) {
  redirect(`/subscribe/confirm?result=${await spendToken('subscriptionConfirm', formData)}`)
}

export async function unsubscribeAction(formData: FormData) {
  redirect(`/subscribe/unsubscribe?result=${await spendToken('subscriptionUnsubscribe', formData)}`)
}

/** The preferences page's form: the topics, themes and divisions ticked, saved through the signed link's token. */
export async function savePreferencesAction(formData: FormData) {
  const token = String(formData.get('token') ?? '')
  const topics = topicIds.filter((topic) => formData.get(topicField(topic)) === 'on')
  const themes = tickedTags(formData.entries(), 'themes').map(Number)
  const divisions = tickedTags(formData.entries(), 'divisions').map(Number)
  let result = topics.length === 0 ? 'none' : 'saved'
  if (topics.length > 0)
    try {
      await upstreamPost('subscriptionPreferencesUpdate', { token, topics, themes, divisions }, clientAddress(await headers()))
    } catch (error) {
      if (!(error instanceof ContractError)) throw error
      result = error.code === 'unknown_choice' ? 'unknown' : 'invalid'
    }
  redirect(`/subscribe/preferences?token=${encodeURIComponent(token)}&result=${result}`)
}
