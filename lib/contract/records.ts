import { z } from 'zod'

import { Topic } from '../schema/newsletterTopics'

import { donorTiers, mediaResourceCategories } from '../schema/sections'

/**
 * The records the contract returns. These are the site's own shapes: the
 * backend reshapes CMS documents into them, and any other upstream that
 * speaks the contract must return the same.
 */

import { Document, Image, id, isoDate, meta } from '../../content/records'

// The content types' records (content/<type>/index.ts) and shared parts (content/records.ts) that code reads from here.
export { Document, Image, Meta, PageRef, PublicForm, PublicFormField } from '../../content/records'
export { EventDetail, EventSummary } from '../../content/event'
export { NewsDetail, NewsSummary } from '../../content/news'
export { PersonDetail, PersonSummary } from '../../content/person'
export { ProtocolDetail, ProtocolSummary } from '../../content/protocol'
export { PublicationAuthor, PublicationDetail, PublicationSummary } from '../../content/publication'
export { RelatedWork } from '../../content/research'

export const MenuLink = z.object({ label: z.string(), url: z.string() })
export const MenuItem = MenuLink.extend({ children: z.array(MenuLink) })
export type MenuItem = z.infer<typeof MenuItem>
export const Menu = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  items: z.array(MenuItem),
})
export type Menu = z.infer<typeof Menu>

export const QuickLink = z.object({ id, label: z.string(), url: z.string() })
export const Award = z.object({
  id,
  title: z.string(),
  year: z.number(),
  recipient: z.string(),
  summary: z.string(),
  image: Image.nullable(),
})
export const Donate = z.object({ id, title: z.string(), summary: z.string(), url: z.string(), image: Image.nullable() })
export const Achievement = z.object({ id, value: z.string(), label: z.string(), summary: z.string() })
export const Testimonial = z.object({ id, quote: z.string(), name: z.string(), role: z.string(), photo: Image.nullable() })
export const CarouselImage = z.object({ id, title: z.string(), caption: z.string(), url: z.string().nullable(), image: Image })
export const Collaboration = z.object({ id, name: z.string(), url: z.string().nullable(), logo: Image.nullable(), summary: z.string() })
export const Donor = z.object({ id, name: z.string(), tier: z.enum(donorTiers), url: z.string().nullable(), logo: Image.nullable() })
export const HighlightTopic = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  image: Image.nullable(),
})
export const Highlight = z.object({ id, title: z.string(), summary: z.string(), url: z.string(), image: Image.nullable() })
export const Item = z.object({ id, title: z.string(), summary: z.string(), url: z.string(), image: Image.nullable() })
export const Country = z.object({ id, name: z.string(), code: z.string() })
export const MostSearch = z.object({ term: z.string(), pinned: z.boolean() })
export const MediaResource = z.object({
  id,
  title: z.string(),
  category: z.enum(mediaResourceCategories),
  year: z.number(),
  file: Document.nullable(),
})

export const Settings = z.object({
  productName: z.string(),
  /** The editor's logo, shown instead of the built-in wordmark; optional for other upstreams. */
  logo: Image.nullable().default(null),
  tagline: z.string(),
  description: z.string(),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  footerMenuId: id.nullable(),
})
export type Settings = z.infer<typeof Settings>

export const FrontPageSettings = z.object({
  heroTitle: z.string(),
  heroSummary: z.string(),
  newsCount: z.number().int(),
  eventsCount: z.number().int(),
  /**
   * Values of `homeSections`, in the order the home page shows them. Plain
   * strings: another upstream may know sections this site does not, and the
   * page leaves out the values it does not know.
   */
  sections: z.array(z.string()),
  /** The home page's search-engine title, description and image. */
  meta,
})
export type FrontPageSettings = z.infer<typeof FrontPageSettings>

/** A piece of a result's text; `match` marks the words that matched the query. */
export const TextSegment = z.object({ text: z.string(), match: z.boolean() })

export const SearchResult = z.object({
  /** The filterable content type (news, event, person…). */
  kind: z.string(),
  /** The finer type shown to visitors (press-release, blog…). */
  type: z.string(),
  id,
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  date: isoDate.nullable(),
  /** The best passage of the text, with the matched words marked. */
  snippet: z.array(TextSegment),
})
export type SearchResult = z.infer<typeof SearchResult>

/** What a visitor who sent a form is told: which form, when, and the message to show. */
/** What a form post answers: the message to show, or where the form's editors send the visitor next. */
export const FormReceipt = z.object({ form: z.string(), receivedAt: isoDate, message: z.string(), redirect: z.string().optional() })

/** A self-hosted proof-of-work captcha challenge (ALTCHA), bound to what it protects. */
export const CaptchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
})

/** Proof that a person passed the captcha for one employee ID: short-lived, single use. */
export const StaffProof = z.object({ employeeId: z.string(), proof: z.string(), expiresAt: isoDate })

/** The verification result: only the public facts, and only for active staff. */
export const StaffVerification = z.discriminatedUnion('verified', [
  z.object({ verified: z.literal(false), employeeId: z.string() }),
  z.object({
    verified: z.literal(true),
    employeeId: z.string(),
    name: z.string(),
    designation: z.string(),
    division: z.string().nullable(),
    photo: Image.nullable(),
  }),
])

export const SubscriptionStatus = z.object({ status: z.enum(['subscribed', 'unsubscribed']), message: z.string() })
/** What a subscriber's preferences page shows: the address (from the signed link), its state, its topics, themes and divisions. */
export const SubscriptionPreferences = z.object({
  email: z.string(),
  status: z.enum(['pending', 'subscribed', 'unsubscribed', 'bounced']),
  topics: z.array(Topic),
  /** The research themes and divisions it follows (ids); optional for other upstreams. */
  themes: z.array(z.number()).optional(),
  divisions: z.array(z.number()).optional(),
  message: z.string().optional(),
  /** The address's unsubscribe page (a path with its own signed link), offered beside the topics; optional for other upstreams. */
  unsubscribe: z.string().optional(),
})
export type SubscriptionPreferences = z.infer<typeof SubscriptionPreferences>
export type FormReceipt = z.infer<typeof FormReceipt>
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>
export type StaffProof = z.infer<typeof StaffProof>
export type StaffVerification = z.infer<typeof StaffVerification>
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>
export type TextSegment = z.infer<typeof TextSegment>
export type MostSearch = z.infer<typeof MostSearch>

/** An old address of this site and where it leads now (a path of this site or a full address), chains already followed. */
export const Redirect = z.object({ from: z.string(), to: z.string() })
export type Redirect = z.infer<typeof Redirect>

/** A public address and when its content last changed, for /sitemap.xml. */
/** `image`: the address of the record's lead image (sitemap image entries); another upstream may leave it out. */
export const SitemapEntry = z.object({ url: z.string(), lastModified: isoDate, image: z.string().nullable().optional() })
export type SitemapEntry = z.infer<typeof SitemapEntry>
