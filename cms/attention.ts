import type { CollectionSlug, Payload } from 'payload'

import { sitemapTypes } from '../content'
import { privatePatterns, routes } from '../lib/routes'
import { siteUrl } from '../lib/siteUrl'
import { usesOf } from './media/usage'

/**
 * What the dashboard's "Needs attention" lists for editors: published
 * documents showing an image without alternative text (one not marked
 * decorative: uploads made before the rule, or emptied since), and published
 * documents whose text links to a page of this site that visitors cannot
 * reach (a draft, a document in the trash, a slug that no longer exists).
 */
export type Attention = { collection: string; id: number | string; title: string; problem: string }

/** At most this many of each kind: the list is a prompt, not a report. */
const limit = 50

async function imagesWithoutAlt(payload: Payload): Promise<Attention[]> {
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      and: [
        { or: [{ alt: { equals: '' } }, { alt: { exists: false } }] },
        { decorative: { not_equals: true } },
        { mimeType: { like: 'image/' } },
      ],
    },
    depth: 0,
    limit,
    overrideAccess: true,
  })
  const found: Attention[] = []
  for (const media of docs) {
    for (const use of await usesOf(payload, 'media', media.id)) {
      if (use.where !== 'published') continue
      found.push({
        collection: use.collection,
        id: use.id,
        title: use.title,
        problem: `The image “${media.filename ?? media.id}” has no alternative text`,
      })
    }
  }
  return found
}

/** A link in rich text: to a document of the CMS (`internal`), or to an address (`custom`). */
type Link = { kind: 'document'; relationTo: string; id: number | string } | { kind: 'address'; url: string }

/** Every link node (`link`, `autolink`) anywhere in a document's rich text. */
export function linksIn(value: unknown): Link[] {
  if (Array.isArray(value)) return value.flatMap(linksIn)
  if (typeof value !== 'object' || value === null) return []
  const node = value as Record<string, unknown>
  const here: Link[] = []
  if ((node.type === 'link' || node.type === 'autolink') && typeof node.fields === 'object' && node.fields !== null) {
    const fields = node.fields as { linkType?: unknown; url?: unknown; doc?: { relationTo?: unknown; value?: unknown } | null }
    const ref = fields.doc?.value
    const id = typeof ref === 'object' && ref !== null && 'id' in ref ? ref.id : ref
    if (fields.linkType === 'internal' && typeof fields.doc?.relationTo === 'string' && (typeof id === 'number' || typeof id === 'string'))
      here.push({ kind: 'document', relationTo: fields.doc.relationTo, id })
    else if (typeof fields.url === 'string') here.push({ kind: 'address', url: fields.url })
  }
  return [...here, ...Object.values(node).flatMap(linksIn)]
}

/** Addresses served by the app but not pages of the route table: the CMS, the contract's API, probes, sitemap files. */
const notPages = ['/admin', '/cms', '/api', '/health', '/ping', '/sitemaps', '/_next']

/**
 * The path on this site an address links to, normalised (no query, fragment or
 * trailing slash), or null for another site, an e-mail or phone link, a file
 * (a feed, a calendar, a citation: its last segment has an extension) or an
 * address of the app that is not a page.
 */
export function sitePathOf(url: string, origin = siteUrl()): string | null {
  let address: URL
  try {
    address = new URL(url, `${origin}/`)
  } catch {
    return null
  }
  if (address.origin !== new URL(origin).origin) return null
  const path = address.pathname.replace(/\/+$/, '') || '/'
  if (notPages.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))) return null
  return path
}

const fixedPages = new Set(routes.filter((r) => !r.pattern.includes(':')).map((r) => r.pattern))
const patternOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z0-9]+/g, '[^/]+')}$`)
/** The patterns of single records' pages: an address matching one is a page only if a published record is there. */
const recordPatterns = routes
  .filter((r) => r.pattern.includes(':') && !privatePatterns.some((p) => p === r.pattern))
  .map((r) => patternOf(r.pattern))
const privatePages = privatePatterns.map(patternOf)

async function brokenLinks(payload: Payload): Promise<Attention[]> {
  // What visitors can reach: each published record's address (as the sitemap lists them), and the redirects' sources.
  const published = await Promise.all(
    sitemapTypes.map(async (type) => {
      const { docs } = await payload.find({ collection: type.collection, depth: 0, pagination: false, overrideAccess: false, draft: false })
      return { type, docs }
    }),
  )
  const reachable = new Set(published.flatMap(({ type, docs }) => docs.map((doc) => type.url(doc))))
  const { docs: redirects } = await payload.find({ collection: 'redirects', depth: 0, pagination: false, overrideAccess: true })
  for (const redirect of redirects) if (redirect.from) reachable.add(redirect.from.replace(/\/+$/, '') || '/')

  const isPublished = async (collection: string, id: number | string) => {
    if (!payload.collections[collection as CollectionSlug]) return false
    const { totalDocs } = await payload.count({
      collection: collection as CollectionSlug,
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    return totalDocs > 0
  }

  const found: Attention[] = []
  for (const { type, docs } of published) {
    const titleField = payload.collections[type.collection].config.admin?.useAsTitle ?? 'id'
    for (const doc of docs) {
      const record: Record<string, unknown> = { ...doc }
      for (const link of linksIn(doc)) {
        if (found.length >= limit) return found
        let problem: string | null = null
        if (link.kind === 'document') {
          if (!(await isPublished(link.relationTo, link.id))) problem = 'A link in its text leads to a document that is not published'
        } else {
          const path = sitePathOf(link.url)
          const isRecordPage = path !== null && recordPatterns.some((pattern) => pattern.test(path))
          if (path && !fixedPages.has(path) && !reachable.has(path) && !privatePages.some((p) => p.test(path)) && isRecordPage)
            problem = `The link to ${path} leads to no published page`
        }
        if (problem) found.push({ collection: type.collection, id: doc.id, title: String(record[titleField] ?? doc.id), problem })
      }
    }
  }
  return found
}

export async function needsAttention(payload: Payload): Promise<Attention[]> {
  const [images, links] = await Promise.all([imagesWithoutAlt(payload), brokenLinks(payload)])
  return [...images, ...links]
}
