import { linkableType } from '../../content'
import type { records } from '../contract'
import type * as CMS from '../../cms/payload-types'

/**
 * CMS documents → contract records for menus and editor-built forms (the
 * content types' own mappings are in content/<type>/server.ts; the small
 * reference lists are reshaped beside their handler): addresses come from
 * the content registry.
 */

/** An editor-built form as the public sees it: its fields, never its notification e-mails. */
export function publicForm(f: CMS.Form): records.PublicForm {
  return {
    id: f.id,
    slug: f.slug,
    title: f.title,
    submitLabel: f.submitButtonLabel || 'Send',
    fields: (f.fields ?? []).map((b): records.PublicFormField => {
      const base = { name: b.name, label: b.label || b.name, required: Boolean(b.required) }
      switch (b.blockType) {
        case 'checkbox':
          return { ...base, type: 'checkbox', defaultValue: Boolean(b.defaultValue) }
        case 'select':
          return {
            ...base,
            type: 'select',
            defaultValue: b.defaultValue ?? null,
            options: (b.options ?? []).map((o) => ({ value: o.value, label: o.label })),
          }
        case 'number':
          return {
            ...base,
            type: 'number',
            defaultValue: b.defaultValue === null || b.defaultValue === undefined ? null : String(b.defaultValue),
          }
        case 'country':
        case 'email':
          return { ...base, type: b.blockType, defaultValue: null }
        default:
          return { ...base, type: b.blockType, defaultValue: b.defaultValue ?? null }
      }
    }),
  }
}

type MenuEntry = { label: string; linkType?: 'document' | 'url' | null; url?: string | null; document?: unknown }

/**
 * Where a menu entry leads: a linked document's current address (from the
 * content registry), or the address typed in. A linked document the public
 * cannot see (unpublished, deleted) leaves the entry out.
 */
export function menuEntryUrl(entry: MenuEntry): string | null {
  if (entry.linkType === 'document') {
    const ref = entry.document as { relationTo?: string; value?: unknown } | null | undefined
    const doc = ref?.value && typeof ref.value === 'object' ? ref.value : null
    const type = ref?.relationTo ? linkableType(ref.relationTo) : undefined
    return doc && type ? type.url(doc as never) : null
  }
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
