import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Image from 'next/image'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import type { SearchParams } from '@/components/listing/ListingPage'
import { clientAddress } from '@/lib/backend/rateLimit'
import { ContractError, type records } from '@/lib/contract'
import { employeeIdPattern, normaliseEmployeeId } from '@/lib/forms/employeeId'
import { getSettings } from '@/lib/site'
import { upstreamPost } from '@/lib/upstream'

type Props = { params: Promise<{ employeeId: string }>; searchParams: SearchParams }

/** The employee ID from the path, or the 404 page when it cannot be one. */
async function employeeIdFrom(params: Props['params']) {
  const employeeId = normaliseEmployeeId(decodeURIComponent((await params).employeeId))
  if (!employeeIdPattern.test(employeeId)) notFound()
  return employeeId
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await employeeIdFrom(params)
  // The proof in the address must not travel on to other sites.
  return { title: 'Staff verification', robots: { index: false }, referrer: 'no-referrer' }
}

/**
 * Step three: the result, shown once per proof. Without a valid, unspent proof
 * for this employee ID the visitor goes back to the captcha.
 */
export default async function StaffVerificationPage({ params, searchParams }: Props) {
  const employeeId = await employeeIdFrom(params)
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

  return (
    <>
      <h1>Staff verification</h1>
      <p className="lede">
        Employee ID <strong>{employeeId}</strong>
      </p>
      {result.verified ? (
        <section className="staff-card" aria-labelledby="staff-name">
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
            <p className="notice" role="status">
              This is a current member of {(await getSettings()).productName} staff.
            </p>
            <h2 id="staff-name">{result.name}</h2>
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
        </section>
      ) : (
        <p className="field-error" role="status">
          This employee ID cannot be verified. If someone is using it to say they work for us, please call our switchboard before you go on.
        </p>
      )}
      <p>
        <Link href="/verify-staff">Check another employee ID</Link>
      </p>
    </>
  )
}
