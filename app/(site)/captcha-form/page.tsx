import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { CaptchaForm } from '@/components/CaptchaForm'
import type { SearchParams } from '@/components/listing/ListingPage'
import { clientAddress } from '@/lib/rateLimit'
import { employeeIdPattern, normaliseEmployeeId } from '@/lib/schema/employeeId'
import { ContractError } from '@/lib/errors'
import { upstreamPost } from '@/lib/upstream'

import { proveAction } from '../verify-staff/actions'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = { ...routeMetadata('/captcha-form'), robots: { index: false } }

/** What went wrong on the way to the result, by the backend's error code. */
const problems: Record<string, string> = {
  captcha_failed: 'The check that you are a person did not pass. Please try again.',
  invalid_body: 'Please complete the check that you are a person first.',
  captcha_expired: 'The check expired before it was sent. Please try again.',
  captcha_used: 'That check had already been used. Please complete this new one.',
  too_many_requests: 'Too many attempts from your connection. Please wait ten minutes and try again.',
  proof_expired: 'Your check expired before the result was shown. Please confirm again that you are a person.',
  proof_used: 'That result has already been shown once. To see it again, confirm again that you are a person.',
  proof_invalid: 'Please confirm that you are a person to see the result.',
}

/** Step two: the employee ID from the query (spec §2) and the check that the visitor is a person. */
export default async function CaptchaFormPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const raw = query.employeeId
  const employeeId = normaliseEmployeeId(Array.isArray(raw) ? raw[0] : raw)
  if (!employeeIdPattern.test(employeeId)) redirect('/verify-staff?error=format')
  // Challenges are limited per client too: past the limit the page says so, without a check to solve.
  const challenge = await upstreamPost('captchaChallenge', { employeeId }, clientAddress(await headers())).then(
    ({ data }) => data,
    (failure: unknown) => {
      if (failure instanceof ContractError && failure.status === 429) return null
      throw failure
    },
  )
  const error = challenge
    ? typeof query.error === 'string'
      ? (problems[query.error] ?? problems.captcha_failed)
      : null
    : problems.too_many_requests
  return (
    <>
      <h1>Confirm you are a person</h1>
      <p className="lede">
        You are checking employee ID <strong>{employeeId}</strong>. <a href="/verify-staff">Change it</a>
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {challenge ? (
        <>
          <p>Tick the box below: your browser solves a small puzzle by itself, which takes a second or two. Then show the result.</p>
          <CaptchaForm employeeId={employeeId} challenge={JSON.stringify(challenge)} action={proveAction} />
        </>
      ) : null}
    </>
  )
}
