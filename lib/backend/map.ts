import { documentUrl } from '../../content'
import type { records } from '../contract'
import type * as CMS from '../../cms/payload-types'

/**
 * CMS documents → contract records for menus (the content types' own
 * mappings are in content/<type>/server.ts and content/map.ts; the small
 * reference lists are reshaped beside their handler): addresses come from
 * the content registry.
 */

type MenuEntry = { label: string; linkType?: 'document' | 'url' | null; url?: string | null; document?: unknown }

/**
 * Where a menu entry leads: a linked document's current address (from the
 * content registry), or the address typed in. A linked document the public
 * cannot see (unpublished, deleted) leaves the entry out.
 */
export function menuEntryUrl(entry: MenuEntry): string | null {
  if (entry.linkType === 'document')
    return documentUrl(typeof entry.document === 'object' && entry.document !== null ? entry.document : null)
  return entry.url || null
}

const menuLinks = <T extends MenuEntry>(entries: T[] | null | undefined) =>
  (entries ?? []).flatMap((entry) => {
    const url = menuEntryUrl(entry)
    return url ? [{ entry, link: { label: entry.label, url } }] : []
  })

export const menu = (m: CMS.Menu): records.Menu => ({
  id: m.id,
  slug: m.slug,
  title: m.title,
  location: m.location,
  items: menuLinks(m.items).map(({ entry, link }) => ({ ...link, children: menuLinks(entry.children).map((c) => c.link) })),
})
