import { createHash } from 'node:crypto'

import fresh from 'fresh'

/** A strong entity tag of a body: the same bytes, the same tag. */
export const etagOf = (body: string | Uint8Array<ArrayBuffer>): string => `"${createHash('sha1').update(body).digest('base64url')}"`

/** A Last-Modified from an ISO date the content gives, if any. */
export const dateOrNull = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null)

/**
 * An answer to a GET (or HEAD) that carries its validators, `ETag` always and
 * `Last-Modified` when the content knows its newest change, and that is
 * `304 Not Modified` without a body when the request's conditions say the
 * caller already has it (RFC 9110 §13.1): `If-None-Match` by weak comparison,
 * as a list or `*`, and, only without it, `If-Modified-Since`. The comparison
 * is the `fresh` package's (the one Express uses).
 */
export function conditionalResponse(
  request: Request,
  body: string | Uint8Array<ArrayBuffer>,
  { headers, lastModified }: { headers: Record<string, string>; lastModified?: Date | null },
): Response {
  const validators: Record<string, string> = { ETag: etagOf(body) }
  // HTTP dates have whole seconds; a content date of 0 (nothing yet) is no date.
  if (lastModified && lastModified.getTime() > 0) validators['Last-Modified'] = lastModified.toUTCString()
  const all = { ...headers, ...validators }
  // Not the request's Cache-Control: its no-cache speaks to caches on the way (RFC 9111), not to
  // the origin's preconditions, and the fetch() of browsers and Node adds it to every conditional request.
  const conditions = {
    'if-none-match': request.headers.get('if-none-match') ?? undefined,
    'if-modified-since': request.headers.get('if-modified-since') ?? undefined,
  }
  const isFresh = fresh(conditions, { etag: validators.ETag, 'last-modified': validators['Last-Modified'] })
  if (isFresh && (request.method === 'GET' || request.method === 'HEAD')) return new Response(null, { status: 304, headers: all })
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: all })
}
