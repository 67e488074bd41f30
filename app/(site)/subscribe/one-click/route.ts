import { ContractError } from '@/lib/contract'
import { clientAddress } from '@/lib/rateLimit'
import { upstreamPost } from '@/lib/upstream'

/**
 * One-click unsubscribe (RFC 8058): the address in every newsletter's
 * `List-Unsubscribe` header. Mail programs POST `List-Unsubscribe=One-Click`
 * to it, without cookies; the signed token in the address says who. A GET
 * (a person or a link scanner opening it) changes nothing and leads to the
 * unsubscribe page's button.
 */
const answer = (status: number, code: string | null, message: string) =>
  Response.json(code ? { error: { code, message } } : { data: { status: 'unsubscribed', message } }, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const body = (await request.text().catch(() => '')).slice(0, 1000)
  if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click')
    return answer(400, 'not_one_click', 'A one-click unsubscribe posts List-Unsubscribe=One-Click (RFC 8058).')
  try {
    const { data } = await upstreamPost('subscriptionUnsubscribe', { token }, clientAddress(request.headers))
    return answer(200, null, data.message)
  } catch (error) {
    if (error instanceof ContractError) return answer(error.status, error.code, error.message)
    throw error
  }
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return new Response(null, {
    status: 303,
    headers: { Location: `/subscribe/unsubscribe?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
  })
}
