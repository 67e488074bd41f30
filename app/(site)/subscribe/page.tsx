import type { Metadata } from 'next'

import { SubmitForm } from '@/components/SubmitForm'

export const metadata: Metadata = { title: 'Subscribe' }

export default function SubscribePage() {
  return (
    <>
      <h1>Subscribe to our newsletter</h1>
      <p className="lede">News of our research, events and publications, about once a month. You can unsubscribe at any time.</p>
      <SubmitForm form="subscribe" submitLabel="Subscribe" success="Thank you. Please check your inbox to confirm your subscription.">
        <label htmlFor="subscribe-name">Name (optional)</label>
        <input id="subscribe-name" name="name" autoComplete="name" maxLength={200} />
        <label htmlFor="subscribe-email">Email address</label>
        <input id="subscribe-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="subscribe-website">Leave this empty</label>
          <input id="subscribe-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
      </SubmitForm>
    </>
  )
}
