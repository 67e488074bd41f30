import { cacheControl } from '../cacheControl'
import { conditionalResponse } from './conditional'

/** Whether a request comes from someone signed in to the CMS (who may see files not yet public). */
const signedIn = (request: Request) => /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * A public upload (`/cms/api/media/file/…`) served like a static file: the
 * CMS's answer (its type, length and byte ranges, 206) with a strong ETag and
 * `Last-Modified` (`lastModified`: when the file last changed, or the upstream's
 * own header), 304 to a caller that has it, and a long Cache-Control, so that browsers,
 * nginx and crawlers keep images. Not immutable: an editor who replaces a
 * file may reuse its name. Someone signed in to the CMS may be shown a file
 * that is not public yet: never stored by a shared cache.
 */
export async function uploadedFile(request: Request, answer: Response, lastModified: Date | null): Promise<Response> {
  if (signedIn(request)) {
    const headers = new Headers(answer.headers)
    headers.set('Cache-Control', cacheControl.private)
    return new Response(answer.body, { status: answer.status, headers })
  }
  if (answer.status === 206) {
    const headers = new Headers(answer.headers)
    headers.set('Cache-Control', cacheControl.upload)
    return new Response(answer.body, { status: 206, headers })
  }
  if (answer.status !== 200) return answer
  const bytes = new Uint8Array(await answer.arrayBuffer())
  // The CMS's headers (type, length, Accept-Ranges: a cache in front answers ranges from a copy of known length).
  const headers: Record<string, string> = Object.fromEntries(answer.headers)
  headers['content-length'] = String(bytes.byteLength)
  headers['cache-control'] = cacheControl.upload
  const upstreamDate = answer.headers.get('last-modified')
  return conditionalResponse(request, bytes, { headers, lastModified: upstreamDate ? new Date(upstreamDate) : lastModified })
}
