import { createHmac, timingSafeEqual } from 'node:crypto'

import type { CollectionAdminOptions, PayloadRequest } from 'payload'

import { linkableType } from '../content'
import { siteUrl } from '../lib/siteUrl'
import { cmsSecret } from './secret'
import { isSitePath } from '../lib/validation/fields'

/**
 * Preview of drafts on the real pages. /admin links to
 * `/cms/preview?path=…&token=…` (app/(payload)/cms/preview/route.ts): the token
 * is signed with the CMS secret, and the route also wants a signed-in CMS
 * user; it turns on Next.js's draft mode and opens the page, which then reads
 * drafts instead of the cache (lib/upstream/preview.ts).
 */
export const previewRoute = '/cms/preview'

const sign = (path: string) => createHmac('sha256', cmsSecret()).update(`preview:${path}`).digest('base64url')

export function previewToken(path: string): string {
  return sign(path)
}

export function isValidPreviewToken(path: string, token: string): boolean {
  const expected = Buffer.from(sign(path))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A path on this site (not another host, however written): lib/validation/fields.ts. */
export { isSitePath }

/** The preview link of a page of this site, relative or (for the live preview's frame) on `origin`. */
export function previewUrl(path: string, origin = ''): string {
  const query = new URLSearchParams({ path, token: previewToken(path) })
  return `${origin}${previewRoute}?${query}`
}

/** Where a document of a linkable type is shown on this site, from the content registry; undefined when it is not (yet). */
export function documentPath(collection: string, doc: Record<string, unknown>): string | undefined {
  const type = linkableType(collection)
  // A new document has no slug until it is first saved.
  if (!type || (type.route && (typeof doc.slug !== 'string' || !doc.slug))) return undefined
  const path = type.url(doc)
  return isSitePath(path) ? path : undefined
}

const originOf = (req: PayloadRequest) => req.origin || siteUrl()

/** The Preview button and the live preview beside the editor, for the linkable types (content/). */
export function previewOptions(collection: string): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  if (!linkableType(collection)) return {}
  const url = (doc: Record<string, unknown>) => {
    const path = documentPath(collection, doc)
    return path ? previewUrl(path) : null
  }
  return {
    preview: (doc) => url(doc),
    livePreview: {
      url: ({ data, req }) => {
        const path = documentPath(collection, data)
        return path ? previewUrl(path, originOf(req)) : null
      },
    },
  }
}

/** The phone and desktop widths the live preview offers (besides "responsive"). */
export const livePreviewBreakpoints = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

/** The home page's live preview, from its settings. */
export const frontPagePreview = {
  url: ({ req }: { req: PayloadRequest }) => previewUrl('/', originOf(req)),
}
