import { contractRouter } from '@/lib/api/route'

/** Every contract call under /api, found by its path in the contract's table (lib/contract/endpoints.ts). */
export const GET = contractRouter('GET')
export const POST = contractRouter('POST')
export const PUT = contractRouter('PUT')
export const PATCH = contractRouter('PATCH')
export const DELETE = contractRouter('DELETE')
