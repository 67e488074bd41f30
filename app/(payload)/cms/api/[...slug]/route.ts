import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { mediaFileChanged } from '@/lib/backend/mediaFiles'
import { uploadedFile } from '@/lib/http/uploads'
import { upstreamFile } from '@/lib/upstream/files'

import { guardRest } from '../../guard'

const restGet = guardRest(REST_GET(config))

type Context = { params: Promise<{ slug: string[] }> }

/**
 * The CMS's own REST API, used by /admin. Public pages read through /api (the contract). Malformed queries are refused first.
 * The public uploads (`/cms/api/media/file/…`) are served like static files (lib/http/uploads.ts).
 */
export async function GET(request: Request, context: Context) {
  const slug = (await context.params).slug
  // In upstream mode, uploaded files come from the upstream server.
  const answer = (await upstreamFile(request, slug)) ?? (await restGet(request, context))
  if (slug[0] !== 'media' || slug[1] !== 'file') return answer
  return uploadedFile(request, answer, answer.status === 200 ? await mediaFileChanged(slug.slice(2).join('/')) : null)
}

/** HEAD: the GET's status and headers without its body (the CMS's router knows GET only). */
export async function HEAD(request: Request, context: Context) {
  const answer = await GET(new Request(request, { method: 'GET' }), context)
  return new Response(null, { status: answer.status, headers: answer.headers })
}
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
