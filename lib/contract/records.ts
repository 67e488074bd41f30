import { z } from 'zod'

import { defaultTimeZone } from '../time'
import { donorTiers, leaderGroups, mediaResourceCategories, newsTypes } from './sections'

/**
 * The records the contract returns. These are the site's own shapes: the
 * backend reshapes CMS documents into them, and any other upstream that
 * speaks the contract must return the same.
 */

import { Division, Document, DivisionRef, Image, Meta, PageRef, PersonRef, id, isoDate, meta } from '../../content/records'
import { Tender } from '../../content/tender'

export { Document, Division, DivisionRef, Image, Meta, PageRef, PersonRef, Tender }

export const NewsSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  type: z.enum(newsTypes),
  /** The site section (first path segment) of the item's canonical address. */
  section: z.string(),
  url: z.string(),
  summary: z.string(),
  publishedAt: isoDate,
  year: z.number().int(),
  image: Image.nullable(),
  division: DivisionRef.nullable(),
  source: z.object({ outlet: z.string(), url: z.string() }).nullable(),
})
export type NewsSummary = z.infer<typeof NewsSummary>

export const NewsDetail = NewsSummary.extend({
  /** Rich body as HTML produced from the CMS's structured text. */
  body: z.string(),
  authors: z.array(PersonRef),
  updatedAt: isoDate,
  meta,
})
export type NewsDetail = z.infer<typeof NewsDetail>

export const EventSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  /** Where the event happens, as an IANA time zone name; its times are shown in it. Optional for other upstreams. */
  timeZone: z.string().max(64).default(defaultTimeZone),
  venue: z.string(),
  address: z.string(),
  online: z.boolean(),
  registrationUrl: z.string().nullable(),
  image: Image.nullable(),
  division: DivisionRef.nullable(),
})
export type EventSummary = z.infer<typeof EventSummary>

export const EventDetail = EventSummary.extend({
  body: z.string(),
  speakers: z.array(PersonRef),
  updatedAt: isoDate,
  meta,
})
export type EventDetail = z.infer<typeof EventDetail>

export const PersonSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  honorific: z.string(),
  position: z.string(),
  url: z.string(),
  summary: z.string(),
  photo: Image.nullable(),
  division: DivisionRef.nullable(),
  expertise: z.array(z.string()),
})
export type PersonSummary = z.infer<typeof PersonSummary>

export const PublicationSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  authorList: z.string(),
  journal: z.string(),
  publishedAt: isoDate,
  year: z.number().int(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  abstract: z.string(),
  openAccess: z.boolean(),
  division: DivisionRef.nullable(),
})
export type PublicationSummary = z.infer<typeof PublicationSummary>

export const PersonDetail = PersonSummary.extend({
  biography: z.string(),
  /** The research themes and field sites the person works in, each with its page. */
  themes: z.array(PageRef),
  fieldSites: z.array(PageRef),
  email: z.string().nullable(),
  orcid: z.string().nullable(),
  publications: z.array(PublicationSummary),
  updatedAt: isoDate,
  meta,
})
export type PersonDetail = z.infer<typeof PersonDetail>

export const ProtocolSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  protocolNumber: z.string(),
  version: z.string(),
  studyStatus: z.string(),
  approvedAt: isoDate,
  summary: z.string(),
  principalInvestigator: PersonRef.nullable(),
  division: DivisionRef.nullable(),
})
export type ProtocolSummary = z.infer<typeof ProtocolSummary>

export const ProtocolDetail = ProtocolSummary.extend({
  body: z.string(),
  documents: z.array(Document),
  updatedAt: isoDate,
  meta,
})
export type ProtocolDetail = z.infer<typeof ProtocolDetail>

export const Leader = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  group: z.enum(leaderGroups),
  photo: Image.nullable(),
  biography: z.string(),
  profileUrl: z.string().nullable(),
  order: z.number(),
})
export type Leader = z.infer<typeof Leader>

/** One field of an editor-built form (the CMS's form builder), as the site renders and checks it. */
const formFieldBase = { name: z.string(), label: z.string(), required: z.boolean() }
export const PublicFormField = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['text', 'email', 'textarea', 'number', 'country']), ...formFieldBase, defaultValue: z.string().nullable() }),
  z.object({
    type: z.literal('select'),
    ...formFieldBase,
    defaultValue: z.string().nullable(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({ type: z.literal('checkbox'), ...formFieldBase, defaultValue: z.boolean() }),
])
export type PublicFormField = z.infer<typeof PublicFormField>

/** An editor-built form as the public sees it: never its notification e-mails. */
export const PublicForm = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  submitLabel: z.string(),
  fields: z.array(PublicFormField),
})
export type PublicForm = z.infer<typeof PublicForm>

export const Article = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: Image.nullable(),
  body: z.string(),
  /** The form an editor placed on the page, if any; optional for other upstreams. */
  form: PublicForm.nullable().default(null),
  updatedAt: isoDate,
  meta,
})
export type Article = z.infer<typeof Article>

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
export const GlobalMarker = z.object({
  id,
  name: z.string(),
  /** The field site's page. */
  url: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  summary: z.string(),
})
export type GlobalMarker = z.infer<typeof GlobalMarker>
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
export const SitemapEntry = z.object({ url: z.string(), lastModified: isoDate })
export type SitemapEntry = z.infer<typeof SitemapEntry>

// Beyond spec §7: the research layer (themes, divisions, field sites), each with what is tagged with it.

/** What a theme, a division or a field site lists: its people, stories, papers, studies and events. */
export const RelatedWork = z.object({
  people: z.array(PersonSummary),
  news: z.array(NewsSummary),
  publications: z.array(PublicationSummary),
  protocols: z.array(ProtocolSummary),
  events: z.array(EventSummary),
})
export type RelatedWork = z.infer<typeof RelatedWork>

export const ResearchThemeSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  image: Image.nullable(),
})
export type ResearchThemeSummary = z.infer<typeof ResearchThemeSummary>

export const ResearchThemeDetail = ResearchThemeSummary.extend({ body: z.string(), updatedAt: isoDate, meta, related: RelatedWork })
export type ResearchThemeDetail = z.infer<typeof ResearchThemeDetail>

export const DivisionDetail = Division.extend({ url: z.string(), related: RelatedWork })
export type DivisionDetail = z.infer<typeof DivisionDetail>

export const FieldSiteDetail = GlobalMarker.extend({ slug: z.string(), description: z.string(), related: RelatedWork })
export type FieldSiteDetail = z.infer<typeof FieldSiteDetail>
