import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { employeeIdPattern, normaliseEmployeeId } from '@/components/employeeId'

type Props = { params: Promise<{ employeeId: string }> }

/** The employee ID from the path, or the 404 page when it cannot be one. */
async function employeeIdFrom(params: Props['params']) {
  const employeeId = normaliseEmployeeId(decodeURIComponent((await params).employeeId))
  if (!employeeIdPattern.test(employeeId)) notFound()
  return employeeId
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await employeeIdFrom(params)
  return { title: 'Staff verification', robots: { index: false } }
}

/** Step three: the result for the employee ID in the path. */
export default async function StaffVerificationPage({ params }: Props) {
  const employeeId = await employeeIdFrom(params)
  return (
    <>
      <h1>Staff verification</h1>
      <p className="lede">
        Employee ID <strong>{employeeId}</strong>
      </p>
      <p className="notice" role="status">
        This employee ID cannot be verified online at the moment. Please call our switchboard to confirm it.
      </p>
      <p>
        <Link href="/verify-staff">Check another employee ID</Link>
      </p>
    </>
  )
}
