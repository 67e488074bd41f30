import type { Metadata } from 'next'

import type { SearchParams } from '@/components/listing/ListingPage'
import { routeMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = routeMetadata('/verify-staff')

/** Step one of staff verification: the employee ID, then a check that the visitor is a person. */
export default async function VerifyStaffPage({ searchParams }: { searchParams: SearchParams }) {
  const { error } = await searchParams
  return (
    <>
      <h1>Verify a member of staff</h1>
      <p className="lede">
        Someone says they work for us? Enter the employee ID from their staff card to check that they are a current member of staff.
      </p>
      <form className="form" action="/captcha-form" method="get">
        <label htmlFor="employee-id">Employee ID</label>
        <p className="meta" id="employee-id-hint">
          For example NVH-01234
        </p>
        <input
          id="employee-id"
          name="employeeId"
          required
          pattern="[A-Za-z]{2,5}-[0-9]{3,6}"
          aria-describedby="employee-id-hint"
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={12}
        />
        {error ? (
          <p role="alert" className="field-error">
            Enter an employee ID like NVH-01234.
          </p>
        ) : null}
        <button className="button">Continue</button>
      </form>
    </>
  )
}
