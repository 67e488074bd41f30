import type { ErrorBody } from '@/lib/contract'

/** Anything under /api that is not a contract call: a JSON 404, not the HTML error page. */
const unknownCall = () =>
  Response.json({ error: { code: 'not_found', message: 'There is no such API call.' } } satisfies ErrorBody, { status: 404 })

export const GET = unknownCall
export const POST = unknownCall
export const PUT = unknownCall
export const PATCH = unknownCall
export const DELETE = unknownCall
