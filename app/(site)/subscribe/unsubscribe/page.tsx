import type { Metadata } from 'next'

import type { SearchParams } from '@/components/listing/ListingPage'

import { unsubscribeAction } from '../actions'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = { ...routeMetadata('/subscribe/unsubscribe'), robots: { index: false } }

/** The unsubscribe link in every message we send: one button, no sign-in. */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { token, result } = await searchParams
  if (result === 'done')
    return (
      <>
        <h1>You have been unsubscribed</h1>
        <p className="notice" role="status">
          You will not receive any more messages from us. If you change your mind, you can <a href="/subscribe">subscribe again</a>.
        </p>
      </>
    )
  if (result || typeof token !== 'string' || !token)
    return (
      <>
        <h1>Unsubscribe</h1>
        <p className="field-error" role="alert">
          This unsubscribe link is not valid. Please check that you opened the whole link from our message, or write to us from the{' '}
          <a href="/contact-us">contact page</a>.
        </p>
      </>
    )
  return (
    <>
      <h1>Unsubscribe</h1>
      <p className="lede">Stop receiving our newsletter at this address.</p>
      <form action={unsubscribeAction}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button">
          Unsubscribe
        </button>
      </form>
    </>
  )
}
