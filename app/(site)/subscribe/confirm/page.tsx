import type { Metadata } from 'next'

import type { SearchParams } from '@/components/listing/ListingPage'

import { confirmSubscriptionAction } from '../actions'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = { ...routeMetadata('/subscribe/confirm'), robots: { index: false } }

/** Step two of the double opt-in: the link from the confirmation message, then one button. */
export default async function ConfirmSubscriptionPage({ searchParams }: { searchParams: SearchParams }) {
  const { token, result } = await searchParams
  if (result === 'done')
    return (
      <>
        <h1>Subscription confirmed</h1>
        <p className="notice" role="status">
          Thank you: you are now subscribed to our newsletter. We have sent you a welcome message with a link to unsubscribe at any time.
        </p>
        <p>
          <a href="/news">Read our latest news</a>
        </p>
      </>
    )
  if (result || typeof token !== 'string' || !token)
    return (
      <>
        <h1>Confirm your subscription</h1>
        <p className="field-error" role="alert">
          {result === 'expired'
            ? 'This confirmation link has expired.'
            : 'This confirmation link is not valid. Please check that you opened the whole link from our message.'}
        </p>
        <p>
          <a href="/subscribe">Subscribe again</a> to get a new link.
        </p>
      </>
    )
  return (
    <>
      <h1>Confirm your subscription</h1>
      <p className="lede">One more step: confirm that you want to receive our newsletter at this address.</p>
      <form action={confirmSubscriptionAction}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button">
          Confirm my subscription
        </button>
      </form>
    </>
  )
}
