import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

export type CmsResponse = { status: number; body: any; headers: Headers; bytes: Buffer }

const rest = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }

/**
 * Sends a request to the CMS's own REST API (`/cms/api/...`) through the route
 * handler Next.js mounts, in this process. `token` signs in as that user.
 */
export async function cmsRest(pathAndQuery: string, init: RequestInit & { token?: string } = {}): Promise<CmsResponse> {
  const { token, ...rest_ } = init
  const url = new URL(pathAndQuery, 'http://cms.test')
  const slug = url.pathname
    .replace(/^\/cms\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const headers = new Headers(init.headers)
  if (token) headers.set('authorization', `JWT ${token}`)
  const method = (init.method ?? 'GET') as keyof typeof rest
  const response = await rest[method](new Request(url, { ...rest_, headers }), { params: Promise.resolve({ slug }) })
  return read(response)
}

/** A query to the CMS's GraphQL API (`/cms/graphql`), in this process. */
export async function cmsGraphql(query: string, token?: string): Promise<CmsResponse> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request('http://cms.test/cms/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) })
  return read(await GRAPHQL_POST(config)(request))
}

async function read(response: Response): Promise<CmsResponse> {
  const bytes = Buffer.from(await response.arrayBuffer())
  let body: unknown = null
  if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(bytes.toString('utf8'))
  return { status: response.status, body, headers: response.headers, bytes }
}
