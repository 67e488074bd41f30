import { checkHealth } from '@/lib/backend/health'
import { cacheControl } from '@/lib/cacheControl'
import { retryAfterSeconds } from '@/lib/edge/outage.mjs'

/**
 * Readiness for load balancers and monitoring: 200 when this server can serve
 * pages (its database answers, its data directory is writable), else 503 with
 * what failed. `/ping` only says the process is up.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await checkHealth()
  return Response.json(
    { status: health.ok ? 'ok' : 'unavailable', checks: health.checks },
    {
      status: health.ok ? 200 : 503,
      headers: { 'Cache-Control': cacheControl.none, ...(health.ok ? {} : { 'Retry-After': String(retryAfterSeconds) }) },
    },
  )
}
