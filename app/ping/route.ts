// A liveness check for load balancers and the benchmark's reference: answered
// from the build output, it never renders or touches the database.
export const dynamic = 'force-static'

export function GET() {
  return new Response('ok\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
