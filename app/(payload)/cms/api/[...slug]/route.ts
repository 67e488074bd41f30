import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { upstreamFile } from '@/lib/upstream/files'

import { guardRest } from '../../guard'

const restGet = guardRest(REST_GET(config))

/** The CMS's own REST API, used by /admin. Public pages read through /api (the contract). Malformed queries are refused first. */
export async function GET(request: Request, context: { params: Promise<{ slug: string[] }> }) {
  // In upstream mode, uploaded files come from the upstream server.
  return (await upstreamFile(request, (await context.params).slug)) ?? restGet(request, context)
}
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
