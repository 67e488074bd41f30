'use client'

import type {} from 'altcha/types/react'
import { useEffect, useState } from 'react'
import { hydrates } from '@/lib/edge/hydrate.mjs'

/**
 * The staff verification captcha: ALTCHA, a proof-of-work check solved by the
 * browser itself (self-hosted, no third party, no picture puzzle; a keyboard
 * and screen reader operate it like a checkbox). Its answer is posted with the
 * employee ID to the server action.
 */
export function CaptchaForm({
  employeeId,
  challenge,
  action,
}: {
  employeeId: string
  challenge: string
  action: (data: FormData) => Promise<void>
}) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // The widget is a custom element: load it in the browser only, and only on this page.
    import('altcha').then(() => setReady(true))
  }, [])
  // Before hydration the form has no action (an empty one is invalid HTML); its button waits too.
  return (
    <form {...hydrates} className="form captcha-form" action={ready ? action : undefined}>
      <input type="hidden" name="employeeId" value={employeeId} />
      <altcha-widget challenge={challenge} name="captcha" suppressHydrationWarning />
      <noscript>
        <p className="field-error">
          This check runs in your browser: please turn on JavaScript, or call our switchboard to verify a member of staff.
        </p>
      </noscript>
      <button type="submit" className="button" disabled={!ready}>
        Show the result
      </button>
    </form>
  )
}
