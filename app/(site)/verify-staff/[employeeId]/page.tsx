import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Image from 'next/image'
import { redirect } from 'next/navigation'

import type { SearchParams } from '@/components/listing/ListingPage'
import { NotFoundContent } from '@/components/NotFoundContent'
import { clientAddress } from '@/lib/rateLimit'
import { ContractError, type records } from '@/lib/contract'
import { employeeIdPattern, normaliseEmployeeId } from '@/lib/schema/employeeId'
import { telHref } from '@/lib/contactLinks'
import { missingRecordMetadata } from '@/lib/pageData'
import { getSettings } from '@/lib/site'
import { upstreamPost } from '@/lib/upstream'

type Props = { params: Promise<{ employeeId: string }>; searchParams: SearchParams }

/** The employee ID from the path, or null when it cannot be one. */
async function validEmployeeId(params: Props['params']) {
  const employeeId = normaliseEmployeeId(decodeURIComponent((await params).employeeId))
  return employeeIdPattern.test(employeeId) ? employeeId : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The page renders the error page (components/NotFoundContent.tsx).
  if (!(await validEmployeeId(params))) return missingRecordMetadata
  // The proof in the address must not travel on to other sites.
  return { title: 'Staff verification', robots: { index: false }, referrer: 'no-referrer' }
}

/**
 * Step three: the result, shown once per proof. Without a valid, unspent proof
 * for this employee ID the visitor goes back to the captcha.
 */
export default async function StaffVerificationPage({ params, searchParams }: Props) {
  const employeeId = await validEmployeeId(params)
  if (!employeeId) return <NotFoundContent />
  const { proof } = await searchParams
  const captcha = (error?: string) =>
    redirect(`/captcha-form?employeeId=${encodeURIComponent(employeeId)}${error ? `&error=${encodeURIComponent(error)}` : ''}`)
  if (typeof proof !== 'string' || !proof) captcha()

  let result: records.StaffVerification | undefined
  let problem: string | undefined
  try {
    result = (await upstreamPost('staffVerification', { employeeId, proof: proof as string }, clientAddress(await headers()))).data
  } catch (error) {
    if (!(error instanceof ContractError)) throw error
    problem = error.code
  }
  if (!result) return captcha(problem)
  const settings = await getSettings()
  const switchboard = settings.contact.phone.trim()

  return (
    <>
      <h1>Staff verification</h1>
      <p className="lede">
        Employee ID <strong>{employeeId}</strong>
      </p>
      {result.verified ? (
        <section className="verdict verdict-verified" aria-labelledby="verdict">
          <h2 id="verdict" className="verdict-heading">
            <svg className="verdict-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Verified: a current member of staff
          </h2>
          <div className="staff-card verdict-body">
            {result.photo ? (
              // Straight from the file endpoint, which checks the proof in its address: the image optimiser would keep a copy for anyone.
              <Image
                src={result.photo.url}
                alt={result.photo.alt}
                width={result.photo.width ?? 480}
                height={result.photo.height ?? 480}
                className="staff-photo"
                unoptimized
              />
            ) : null}
            <div>
              <p role="status">This is a current member of {settings.productName} staff.</p>
              <h3 id="staff-name">{result.name}</h3>
              <dl>
                <dt>Designation</dt>
                <dd>{result.designation}</dd>
                {result.division ? (
                  <>
                    <dt>Division</dt>
                    <dd>{result.division}</dd>
                  </>
                ) : null}
              </dl>
              <p className="meta">Check that the photo and name match the person and their staff card.</p>
            </div>
          </div>
        </section>
      ) : (
        <section className="verdict verdict-unverified" aria-labelledby="verdict">
          <h2 id="verdict" className="verdict-heading">
            <svg className="verdict-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            Not verified
          </h2>
          <div className="verdict-body">
            <p role="status">
              This employee ID cannot be verified. If someone is using it to say they work for us, please call our switchboard before you go
              on
              {switchboard ? (
                <>
                  {': '}
                  <a href={telHref(switchboard)}>{switchboard}</a>
                </>
              ) : null}
              .
            </p>
          </div>
        </section>
      )}
      <p>
        <a href="/verify-staff">Check another employee ID</a>
      </p>
    </>
  )
}
