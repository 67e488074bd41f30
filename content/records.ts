import { z } from 'zod'

/**
 * The parts records of several content types share (ids, dates, images,
 * search-engine fields, references to other records). Each type's own
 * records are in its folder (content/<type>/record.ts); lib/contract/records.ts
 * gathers them for the contract.
 */

export const id = z.union([z.number(), z.string()])
export const isoDate = z.iso.datetime({ offset: true })

export const Image = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Who made it ("Photo: …"), shown under lead images; optional for other upstreams. */
  credit: z.string().nullable().default(null),
  /** The part of the picture to keep in view when a layout crops it (percent from the left, from the top); optional for other upstreams. */
  focalPoint: z
    .object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) })
    .nullable()
    .default(null),
  /** The file's size in bytes and its media type (feed enclosures); optional for other upstreams. */
  bytes: z.number().int().nonnegative().nullable().default(null),
  mimeType: z.string().nullable().default(null),
})
export type Image = z.infer<typeof Image>

/**
 * What a page says about itself to search engines and link previews, when an
 * editor wrote it (the SEO tab): each part null to use the page's own title,
 * summary and image. Optional for other upstreams.
 */
export const Meta = z.object({ title: z.string().nullable(), description: z.string().nullable(), image: Image.nullable() })
export type Meta = z.infer<typeof Meta>
export const meta = Meta.nullable().default(null)

export const Document = z.object({ title: z.string(), url: z.string() })
export type Document = z.infer<typeof Document>

export const DivisionRef = z.object({ id, slug: z.string(), name: z.string() })
export const Division = DivisionRef.extend({ summary: z.string() })
export type Division = z.infer<typeof Division>

export const PersonRef = z.object({ id, slug: z.string(), name: z.string() })

/** A record with a page of its own, as a link: a research theme, a field site. */
export const PageRef = z.object({ id, slug: z.string(), title: z.string(), url: z.string() })
export type PageRef = z.infer<typeof PageRef>

/** An editor-built form as the public sees it (lib/forms/publicForm.ts), placed on a page. */
export { PublicForm, PublicFormField } from '../lib/forms/publicForm'
