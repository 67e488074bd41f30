import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { employeeIdPattern, normaliseEmployeeId } from '@/components/employeeId'
import type { SearchParams } from '@/components/listing/ListingPage'

export const metadata: Metadata = { title: 'Confirm you are a person', robots: { index: false } }

/** Step two: the employee ID from the query (spec §2) and the check that the visitor is a person. */
export default async function CaptchaFormPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).employeeId
  const employeeId = normaliseEmployeeId(Array.isArray(raw) ? raw[0] : raw)
  if (!employeeIdPattern.test(employeeId)) redirect('/verify-staff?error=format')
  return (
    <>
      <h1>Confirm you are a person</h1>
      <p className="lede">
        You are checking employee ID <strong>{employeeId}</strong>.
      </p>
      <form className="form" action={`/verify-staff/${encodeURIComponent(employeeId)}`} method="get">
        <input type="hidden" name="employeeId" value={employeeId} />
        <p>
          <label>
            <input type="checkbox" name="person" value="yes" required /> I am a person checking a member of staff
          </label>
        </p>
        <button className="button">Verify</button>
      </form>
    </>
  )
}
