import type { Metadata } from 'next'
import { headers } from 'next/headers'

import type { SearchParams } from '@/components/listing/ListingPage'
import { ContractError, type records } from '@/lib/contract'
import { clientAddress } from '@/lib/rateLimit'
import { newsletterTags, newsletterTopics, topicField, topicIds } from '@/lib/schema/newsletterTopics'
import { routeMetadata } from '@/lib/seo/metadata'
import { upstreamPost } from '@/lib/upstream'

import { savePreferencesAction } from '../actions'
import { newsletterTagLists } from '../tags'

export const metadata: Metadata = { ...routeMetadata('/subscribe/preferences'), robots: { index: false } }

const results: Record<string, { text: string; role: 'status' | 'alert' }> = {
  saved: { text: 'Your choices are saved. The next newsletter follows them.', role: 'status' },
  none: { text: 'Choose at least one topic, or unsubscribe to receive nothing.', role: 'alert' },
  invalid: { text: 'Your choices could not be saved: the link is not valid any more.', role: 'alert' },
  unknown: { text: 'Your choices could not be saved: a theme or a division is not offered any more. Please choose again.', role: 'alert' },
}

/** The preferences link in every newsletter: the topics, themes and divisions this address receives, no sign-in. */
export default async function PreferencesPage({ searchParams }: { searchParams: SearchParams }) {
  const { token, result } = await searchParams
  let current: records.SubscriptionPreferences | null = null
  if (typeof token === 'string' && token)
    try {
      current = (await upstreamPost('subscriptionPreferences', { token }, clientAddress(await headers()))).data
    } catch (error) {
      if (!(error instanceof ContractError)) throw error
    }
  if (!current || typeof token !== 'string')
    return (
      <>
        <h1>Your newsletter preferences</h1>
        <p className="field-error" role="alert">
          This link is not valid. Please check that you opened the whole link from our newsletter, or write to us from the{' '}
          <a href="/contact-us">contact page</a>.
        </p>
      </>
    )
  const notice = typeof result === 'string' ? results[result] : undefined
  const tags = await newsletterTagLists()
  const chosen = { themes: current.themes ?? [], divisions: current.divisions ?? [] }
  return (
    <>
      <h1>Your newsletter preferences</h1>
      <p className="lede">Choose what {current.email} receives from us.</p>
      {current.status === 'pending' ? (
        <p className="notice">This address has not confirmed its subscription yet: follow the link in the message we sent to it.</p>
      ) : current.status !== 'subscribed' ? (
        <p className="notice">
          This address is not subscribed at the moment. <a href="/subscribe">Subscribe again</a> to receive the newsletter.
        </p>
      ) : null}
      {notice ? (
        <p className={notice.role === 'alert' ? 'field-error' : 'notice'} role={notice.role}>
          {notice.text}
        </p>
      ) : null}
      <form action={savePreferencesAction} className="form">
        <input type="hidden" name="token" value={token} />
        <fieldset>
          <legend>Topics</legend>
          {topicIds.map((topic) => (
            <div className="form-field form-field-checkbox" key={topic}>
              <input
                type="checkbox"
                id={topicField(topic)}
                name={topicField(topic)}
                defaultChecked={current.topics.includes(topic)}
                aria-describedby={`${topicField(topic)}-hint`}
              />
              <label htmlFor={topicField(topic)}>{newsletterTopics[topic].label}</label>
              <p className="meta" id={`${topicField(topic)}-hint`}>
                {newsletterTopics[topic].hint}
              </p>
            </div>
          ))}
        </fieldset>
        {tags.map(({ tag, hint, options }) => (
          <fieldset key={tag} aria-describedby={`${tag}-hint`}>
            <legend>{newsletterTags[tag].legend}</legend>
            <p className="meta" id={`${tag}-hint`}>
              {hint}
            </p>
            {options.map((option) => (
              <div className="form-field form-field-checkbox" key={option.id}>
                <input
                  type="checkbox"
                  id={newsletterTags[tag].field(option.id)}
                  name={newsletterTags[tag].field(option.id)}
                  defaultChecked={chosen[tag].includes(Number(option.id))}
                />
                <label htmlFor={newsletterTags[tag].field(option.id)}>{option.label}</label>
              </div>
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button">
          Save my choices
        </button>
      </form>
      {current.unsubscribe && current.status !== 'unsubscribed' ? (
        <p>
          Or stop receiving the newsletter: <a href={current.unsubscribe}>unsubscribe {current.email}</a>.
        </p>
      ) : null}
    </>
  )
}
