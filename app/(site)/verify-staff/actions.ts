'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { clientAddress } from '@/lib/rateLimit'
import { ContractError } from '@/lib/contract'
import { normaliseEmployeeId } from '@/lib/schema/employeeId'
import { upstreamPost } from '@/lib/upstream'

/**
 * The captcha form's answer: a solved challenge becomes a short-lived,
 * single-use proof for this employee ID, carried to the result page.
 */
export async function proveAction(formData: FormData) {
  const employeeId = normaliseEmployeeId(String(formData.get('employeeId') ?? ''))
  const captcha = String(formData.get('captcha') ?? '')
  let target: string
  try {
    const { data } = await upstreamPost('staffProof', { employeeId, captcha }, clientAddress(await headers()))
    target = `/verify-staff/${encodeURIComponent(data.employeeId)}?proof=${encodeURIComponent(data.proof)}`
  } catch (error) {
    if (!(error instanceof ContractError)) throw error
    target = `/captcha-form?employeeId=${encodeURIComponent(employeeId)}&error=${encodeURIComponent(error.code)}`
  }
  redirect(target)
}
