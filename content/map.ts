import { LinkHTMLConverter, convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { z } from 'zod'

import { videoPreviewHtml } from '../lib/video.mjs'

import type * as CMS from '../cms/payload-types'
import { contentTypes, documentUrl } from '.'
import type { Document, Image, Meta, PageRef, PublicForm, PublicFormField } from './records'

/**
 * What the content types' mappings (CMS document → contract record) share:
 * relationships resolved (depth ≥ 1), rich text as HTML, media as paths on
 * this site. Server code: the rich-text converter is the CMS's.
 */

export type Ref<T> = number | T | null | undefined
export const resolved = <T extends object>(value: Ref<T>): T | null => (value && typeof value === 'object' ? value : null)
export const resolvedMany = <T extends object>(values: Ref<T>[] | null | undefined): T[] =>
  (values ?? []).map((v) => resolved(v)).filter((v): v is T => v !== null)

export const iso = (value: string) => new Date(value).toISOString()

type RichText = Parameters<typeof convertLexicalToHTML>[0]['data']
const isRichText = (value: unknown): value is RichText => typeof value === 'object' && value !== null && 'root' in value

/** The fields of a video block (cms/fields/videoBlock.ts), its poster resolved or not. */
const VideoFields = z.object({
  url: z.string(),
  title: z.string().nullish(),
  poster: z
    .union([z.object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }), z.number(), z.null()])
    .optional(),
})

/** A video block as the site's own preview: nothing in it loads from the provider (lib/video.mjs). */
function videoHtml(fields: unknown): string {
  const video = VideoFields.safeParse(fields)
  if (!video.success) return ''
  const poster = video.data.poster && typeof video.data.poster === 'object' && video.data.poster.url ? video.data.poster : null
  return videoPreviewHtml({
    url: video.data.url,
    title: video.data.title ?? '',
    poster: poster?.url ? { url: sitePath(poster.url), width: poster.width, height: poster.height } : null,
  })
}

/** Links in rich text: to an address as typed, or to a document at its current address (content registry). */
const { link: linkHtml, ...autolinks } = LinkHTMLConverter({
  internalDocToHref: ({ linkNode }) => documentUrl(linkNode.fields.doc) ?? '',
})

/** A rich-text field as HTML (empty when the field is). */
export function richTextHtml(value: unknown): string {
  if (!isRichText(value)) return ''
  return convertLexicalToHTML({
    data: value,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      ...autolinks,
      // A link to a document visitors cannot see (a draft, one in the trash) is its words alone, never a dead link.
      link: (args) =>
        (args.node.fields.linkType === 'internal' && !documentUrl(args.node.fields.doc)) || typeof linkHtml !== 'function'
          ? args.nodesToHTML({ nodes: args.node.children }).join('')
          : linkHtml(args),
      blocks: { video: ({ node }: { node: { fields: unknown } }) => videoHtml(node.fields) },
    }),
  })
}

/**
 * A media address as a path on this site. With SITE_URL set the CMS makes its
 * file addresses absolute (its serverURL); next/image optimises only paths
 * (an absolute address would be served as the full-size original), and the
 * feeds and metadata make their own absolute addresses from a path.
 */
export function sitePath(url: string): string {
  const origin = (process.env.SITE_URL ?? '').replace(/\/+$/, '')
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

export function image(value: Ref<CMS.Media>): Image | null {
  const media = resolved(value)
  if (!media?.url) return null
  const focalPoint = typeof media.focalX === 'number' && typeof media.focalY === 'number' ? { x: media.focalX, y: media.focalY } : null
  return {
    url: sitePath(media.url),
    // A decorative image has an empty alternative text (alt=""): screen readers pass it by.
    alt: media.decorative ? '' : (media.alt ?? ''),
    width: media.width ?? null,
    height: media.height ?? null,
    credit: media.credit || null,
    focalPoint,
    bytes: media.filesize ?? null,
    mimeType: media.mimeType ?? null,
  }
}

type SeoFields = { title?: string | null; description?: string | null; image?: Ref<CMS.Media> } | null | undefined

/** The SEO tab's fields; null when the editor left all of them empty. */
export function meta(value: SeoFields): Meta | null {
  const title = value?.title?.trim() || null
  const description = value?.description?.trim() || null
  const picture = image(value?.image)
  return title || description || picture ? { title, description, image: picture } : null
}

function document(title: string, value: Ref<CMS.Media>): Document | null {
  const media = resolved(value)
  return media?.url ? { title, url: sitePath(media.url) } : null
}

export function divisionRef(value: Ref<CMS.Division>) {
  const d = resolved(value)
  return d ? { id: d.id, slug: d.slug, name: d.name } : null
}

/** Attached files that have a file, as titled links. */
export const documents = (docs: { title: string; file: Ref<CMS.Media> }[] | null | undefined) =>
  (docs ?? []).flatMap((d) => {
    const doc = document(d.title, d.file)
    return doc ? [doc] : []
  })

/** A rich-text field as plain text: its paragraphs' text, a blank line between them. */
export function richTextPlain(value: unknown): string {
  if (!isRichText(value)) return ''
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as { type?: string; text?: string; children?: unknown[] }
    if (typeof n.text === 'string') return n.text
    if (n.type === 'linebreak') return '\n'
    return (n.children ?? []).map(textOf).join('')
  }
  return value.root.children
    .map(textOf)
    .filter((p) => p.trim() !== '')
    .join('\n\n')
}

const personRef = (p: CMS.Person) => ({ id: p.id, slug: p.slug, name: p.name })
/** People as links (authors, speakers). */
export const personRefs = (values: Ref<CMS.Person>[] | null | undefined) => resolvedMany(values).map(personRef)
/** A person as a link, or null when none is set (or it is not resolved). */
export const personRefOf = (value: Ref<CMS.Person>) => {
  const person = resolved(value)
  return person ? personRef(person) : null
}

export const themeRef = (t: CMS.ResearchTheme): PageRef => ({ id: t.id, slug: t.slug, title: t.title, url: contentTypes.theme.url(t) })
export const fieldSiteRef = (f: CMS.GlobalMarker): PageRef => ({
  id: f.id,
  slug: f.slug,
  title: f.name,
  url: contentTypes.fieldSite.url(f),
})

/** An editor-built form as the public sees it: its fields, never its notification e-mails. */
export function publicForm(f: CMS.Form): PublicForm {
  return {
    id: f.id,
    slug: f.slug,
    title: f.title,
    submitLabel: f.submitButtonLabel || 'Send',
    fields: (f.fields ?? []).map((b): PublicFormField => {
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
