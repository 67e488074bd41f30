import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { PublicationType } from '../content/publication'
import { isDoi } from '../lib/validation/fields'
import { isStaff } from './access'
import type * as CMS from './payload-types'

/**
 * "Add from DOI": a publication's draft filled from the DOI's registration
 * agency, Crossref first and DataCite when Crossref does not know the DOI.
 * Authors are matched to the institute's people by ORCID iD first, then by
 * name (marked for an editor to confirm). A DOI already in the CMS updates
 * that publication's draft; it is never added twice. Served as
 * POST /cms/api/publications/import-doi (`{ "doi": "10.…" }` → `{ id, created }`)
 * and used by the publications list in /admin (cms/admin/AddFromDoi.tsx).
 *
 * The services' addresses: CROSSREF_API_URL and DATACITE_API_URL (the public
 * services by default); Crossref's "polite pool" gets the institute's contact
 * email from the settings as `mailto`.
 */

const crossrefBase = () => (process.env.CROSSREF_API_URL || 'https://api.crossref.org').replace(/\/+$/, '')
const dataciteBase = () => (process.env.DATACITE_API_URL || 'https://api.datacite.org').replace(/\/+$/, '')
/** How long one service may take to answer. */
const lookupTimeoutMs = () => Number(process.env.DOI_LOOKUP_TIMEOUT_MS) || 10_000

/** Why an import could not be done, with the HTTP status it answers. */
export class DoiImportError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 422 | 502 | 503,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'DoiImportError'
  }
}

/** A work as the services describe it, in the CMS's terms. */
export type ImportedWork = {
  doi: string
  title: string
  type: PublicationType
  authors: { name: string; orcid: string | null }[]
  venue: string
  volume: string
  issue: string
  pages: string
  /** Year, month, day, as far as known. */
  issued: number[]
  abstract: string
  keywords: string[]
  licence: string
  url: string
  pdfUrl: string
  source: 'crossref' | 'datacite'
}

const orcidOf = (value: string | null | undefined) => value?.match(/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/)?.[0] ?? null
/** "Amara" → "A", "Magnus Karl" → "MK", "Jean-Luc" → "JL"; a name in a script without capitals stays whole. */
const initials = (given: string) =>
  /\p{Lu}/u.test(given)
    ? given
        .split(/[\s.-]+/)
        .filter(Boolean)
        .map((p) => p[0]?.toUpperCase() ?? '')
        .join('')
    : given
/** An author as cited here: "Okafor A"; without a given name the family (or whole) name. */
const citedName = (family: string, given: string) => (given ? `${family} ${initials(given)}` : family).trim()
/** Markup (JATS in Crossref's abstracts) taken out, whitespace tidied. */
const plainText = (value: string) =>
  value
    .replace(/<jats:title>[^<]*<\/jats:title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n\n')
    .trim()

const crossrefTypes: Record<string, PublicationType> = {
  'journal-article': 'journal-article',
  'posted-content': 'preprint',
  report: 'report',
  'book-chapter': 'book-chapter',
  book: 'book',
  monograph: 'book',
  dataset: 'dataset',
  'proceedings-article': 'conference-paper',
  dissertation: 'thesis',
}

const CrossrefWork = z.object({
  message: z.object({
    DOI: z.string(),
    title: z.array(z.string()).default([]),
    type: z.string().default('journal-article'),
    author: z
      .array(
        z.object({
          given: z.string().optional(),
          family: z.string().optional(),
          name: z.string().optional(),
          ORCID: z.string().optional(),
        }),
      )
      .default([]),
    'container-title': z.array(z.string()).default([]),
    publisher: z.string().default(''),
    volume: z.string().optional(),
    issue: z.string().optional(),
    page: z.string().optional(),
    'article-number': z.string().optional(),
    issued: z.object({ 'date-parts': z.array(z.array(z.number().nullable())) }).optional(),
    published: z.object({ 'date-parts': z.array(z.array(z.number().nullable())) }).optional(),
    abstract: z.string().optional(),
    subject: z.array(z.string()).default([]),
    license: z.array(z.object({ URL: z.string() })).default([]),
    link: z.array(z.object({ URL: z.string(), 'content-type': z.string().optional() })).default([]),
    resource: z.object({ primary: z.object({ URL: z.string() }) }).optional(),
  }),
})

const DataciteWork = z.object({
  data: z.object({
    attributes: z.object({
      doi: z.string(),
      titles: z.array(z.object({ title: z.string() })).default([]),
      creators: z
        .array(
          z.object({
            name: z.string().default(''),
            givenName: z.string().optional(),
            familyName: z.string().optional(),
            nameIdentifiers: z.array(z.object({ nameIdentifier: z.string(), nameIdentifierScheme: z.string().optional() })).default([]),
          }),
        )
        .default([]),
      publisher: z.union([z.string(), z.object({ name: z.string() })]).optional(),
      publicationYear: z.union([z.number(), z.string()]).optional(),
      dates: z.array(z.object({ date: z.string(), dateType: z.string() })).default([]),
      types: z.object({ resourceTypeGeneral: z.string().optional() }).default({}),
      descriptions: z.array(z.object({ description: z.string(), descriptionType: z.string().optional() })).default([]),
      subjects: z.array(z.object({ subject: z.string() })).default([]),
      rightsList: z.array(z.object({ rights: z.string().optional(), rightsUri: z.string().optional() })).default([]),
      url: z.string().optional(),
    }),
  }),
})

const dataciteTypes: Record<string, PublicationType> = {
  Dataset: 'dataset',
  Preprint: 'preprint',
  Report: 'report',
  JournalArticle: 'journal-article',
  Text: 'report',
  BookChapter: 'book-chapter',
  Book: 'book',
  Dissertation: 'thesis',
  ConferencePaper: 'conference-paper',
}

/** "https://creativecommons.org/licenses/by/4.0/" → "CC BY 4.0"; another licence as its address. */
const licenceName = (url: string) => {
  const cc = url.match(/creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/i)
  if (cc) return `CC ${(cc[1] ?? '').toUpperCase().replace(/-/g, '-')} ${cc[2]}`
  return /creativecommons\.org\/publicdomain\/zero/i.test(url) ? 'CC0 1.0' : url
}

function fromCrossref(body: unknown): ImportedWork {
  const w = CrossrefWork.parse(body).message
  const dateParts = (w.issued ?? w.published)?.['date-parts'][0]?.filter((n): n is number => typeof n === 'number') ?? []
  const pdf = w.link.find((l) => l['content-type'] === 'application/pdf')
  const type = crossrefTypes[w.type] ?? 'journal-article'
  return {
    doi: w.DOI.toLowerCase(),
    title: plainText(w.title[0] ?? ''),
    type,
    authors: w.author.map((a) => ({ name: a.family ? citedName(a.family, a.given ?? '') : (a.name ?? ''), orcid: orcidOf(a.ORCID) })),
    venue: w['container-title'][0] ?? w.publisher,
    volume: w.volume ?? '',
    issue: w.issue ?? '',
    pages: w.page ?? w['article-number'] ?? '',
    issued: dateParts,
    abstract: w.abstract ? plainText(w.abstract) : '',
    keywords: w.subject,
    licence: w.license[0] ? licenceName(w.license[0].URL) : '',
    url: w.resource?.primary.URL ?? '',
    pdfUrl: pdf?.URL ?? '',
    source: 'crossref',
  }
}

function fromDatacite(body: unknown): ImportedWork {
  const a = DataciteWork.parse(body).data.attributes
  const issuedDate = a.dates.find((d) => d.dateType === 'Issued')?.date
  const issued = issuedDate
    ? issuedDate
        .split('-')
        .slice(0, 3)
        .map(Number)
        .filter((n) => Number.isFinite(n))
    : a.publicationYear
      ? [Number(a.publicationYear)]
      : []
  const publisher = typeof a.publisher === 'string' ? a.publisher : (a.publisher?.name ?? '')
  return {
    doi: a.doi.toLowerCase(),
    title: a.titles[0]?.title ?? '',
    type: dataciteTypes[a.types.resourceTypeGeneral ?? ''] ?? 'dataset',
    authors: a.creators.map((c) => ({
      name: c.familyName ? citedName(c.familyName, c.givenName ?? '') : c.name,
      orcid: orcidOf(c.nameIdentifiers.find((n) => /orcid/i.test(n.nameIdentifierScheme ?? n.nameIdentifier))?.nameIdentifier),
    })),
    venue: publisher,
    volume: '',
    issue: '',
    pages: '',
    issued,
    abstract: a.descriptions.find((d) => d.descriptionType === 'Abstract')?.description ?? '',
    keywords: a.subjects.map((s) => s.subject),
    licence: a.rightsList[0]?.rightsUri ? licenceName(a.rightsList[0].rightsUri) : (a.rightsList[0]?.rights ?? ''),
    url: a.url ?? '',
    pdfUrl: '',
    source: 'datacite',
  }
}

/** One service's answer: the work, null when it does not know the DOI; its being busy or down is an error. */
async function ask(service: string, url: string, parse: (body: unknown) => ImportedWork): Promise<ImportedWork | null> {
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(lookupTimeoutMs()) })
  } catch {
    throw new DoiImportError(503, 'lookup_unavailable', `${service} did not answer in time. Try again in a minute.`, 60)
  }
  if (response.status === 404) return null
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after')) || 60
    throw new DoiImportError(503, 'lookup_busy', `${service} asks us to slow down. Try again in ${retryAfter} seconds.`, retryAfter)
  }
  if (!response.ok)
    throw new DoiImportError(502, 'lookup_failed', `${service} answered with an error (${response.status}). Try again later.`)
  try {
    return parse(await response.json())
  } catch {
    throw new DoiImportError(502, 'lookup_unreadable', `${service}'s answer could not be read.`)
  }
}

/** The work a DOI names: Crossref's record, else DataCite's; a 404 error when neither knows it. */
export async function lookUpDoi(doi: string, mailto: string | null): Promise<ImportedWork> {
  const polite = mailto ? `?mailto=${encodeURIComponent(mailto)}` : ''
  const path = doi.split('/').map(encodeURIComponent).join('/')
  const work =
    (await ask('Crossref', `${crossrefBase()}/works/${path}${polite}`, fromCrossref)) ??
    (await ask('DataCite', `${dataciteBase()}/dois/${path}`, fromDatacite))
  if (!work)
    throw new DoiImportError(
      404,
      'doi_not_found',
      `Neither Crossref nor DataCite knows the DOI ${doi}. Check it, or add the publication by hand.`,
    )
  return work
}

/** A DOI as typed or pasted: with or without its resolver's address or "doi:", any case. */
export const DoiInput = z.object({
  doi: z
    .string({ error: 'Send the DOI as a string: { "doi": "10.…" }.' })
    .transform((v) =>
      v
        .trim()
        .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
        .toLowerCase(),
    )
    .refine(isDoi, 'A DOI starts with 10., then a number, a slash and the rest, e.g. 10.1000/xyz123.'),
})

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.\s-]+/g, ' ')
    .trim()
    .toLowerCase()
/** A person's name as cited ("Amara Okafor" → "okafor a"), to match an author's. */
const personCited = (name: string) => {
  const parts = fold(name).split(' ').filter(Boolean)
  return `${parts[parts.length - 1] ?? ''} ${parts
    .slice(0, -1)
    .map((p) => p[0] ?? '')
    .join('')}`.trim()
}

/** Whether an author as cited ("Okafor A") is this person ("Amara Okafor"). */
export const citesPerson = (authorName: string, personName: string) => personCited(personName) === fold(authorName)

type Author = NonNullable<CMS.Publication['authors']>[number]

/** The work's authors, each matched to a person: by ORCID iD (certain), else by cited name (for an editor to confirm). */
export async function matchAuthors(payload: Payload, authors: ImportedWork['authors']): Promise<Author[]> {
  const orcids = authors.flatMap((a) => (a.orcid ? [a.orcid] : []))
  const { docs: people } = await payload.find({
    collection: 'people',
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  return authors.map((a) => {
    const byOrcid = a.orcid && orcids.length ? people.find((p) => p.orcid === a.orcid) : undefined
    if (byOrcid) return { name: a.name, orcid: a.orcid, person: byOrcid.id, matchedBy: 'orcid' }
    const byName = people.filter((p) => citesPerson(a.name, p.name))
    // Only a name that points at one person is offered; two people of the same cited name are left to the editor.
    if (byName.length === 1 && byName[0]) return { name: a.name, orcid: a.orcid, person: byName[0].id, matchedBy: 'name' }
    return { name: a.name, orcid: a.orcid, person: null, matchedBy: null }
  })
}

const isoOf = (issued: number[]) => {
  const [year, month = 1, day = 1] = issued
  // Noon UTC: the same day in every zone within twelve hours of UTC (cms/migrations/publicationZones.ts).
  return new Date(Date.UTC(year ?? 1970, month - 1, day, 12)).toISOString()
}

/** The draft's fields from the work. */
async function draftData(payload: Payload, work: ImportedWork) {
  if (!work.title) throw new DoiImportError(422, 'doi_incomplete', `The record of ${work.doi} has no title; add the publication by hand.`)
  if (!work.issued[0])
    throw new DoiImportError(422, 'doi_incomplete', `The record of ${work.doi} has no date of publication; add it by hand.`)
  if (!work.authors.length) throw new DoiImportError(422, 'doi_incomplete', `The record of ${work.doi} names no authors; add it by hand.`)
  const precision = (['year', 'month', 'day'] as const)[Math.min(work.issued.length, 3) - 1] ?? 'year'
  return {
    title: work.title.slice(0, 500),
    type: work.type,
    authors: await matchAuthors(payload, work.authors),
    moreAuthors: false,
    journal: work.venue || 'Unknown venue',
    volume: work.volume,
    issue: work.issue,
    pages: work.pages,
    publishedAt: isoOf(work.issued),
    datePrecision: precision,
    doi: work.doi,
    abstract: work.abstract,
    keywords: work.keywords,
    licence: work.licence,
    openAccess: /^CC/.test(work.licence),
    url: /^https?:\/\//.test(work.url) ? work.url : '',
    pdfUrl: /^https?:\/\//.test(work.pdfUrl) ? work.pdfUrl : '',
  } satisfies Partial<CMS.Publication>
}

/**
 * Imports a DOI as the signed-in user: the existing publication with that DOI
 * gets a new draft, else a draft is created. Answers its id and whether it is new.
 */
export async function importDoi(
  req: PayloadRequest,
  doi: string,
): Promise<{ id: number; created: boolean; source: ImportedWork['source'] }> {
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  const work = await lookUpDoi(doi, settings.contact?.email ?? null)
  const data = await draftData(payload, work)
  const { docs } = await payload.find({
    collection: 'publications',
    where: { doi: { equals: work.doi } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    trash: true,
  })
  const existing = docs[0]
  if (existing) {
    const updated = await payload.update({ collection: 'publications', id: existing.id, data, draft: true, req, overrideAccess: false })
    return { id: updated.id, created: false, source: work.source }
  }
  const created = await payload.create({
    collection: 'publications',
    data: { ...data, _status: 'draft' },
    draft: true,
    req,
    overrideAccess: false,
  })
  return { id: created.id, created: true, source: work.source }
}

const errorAnswer = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** POST /cms/api/publications/import-doi `{ "doi": "…" }`: for anyone who may write publications (always a draft). */
export const importDoiEndpoint: Endpoint = {
  path: '/import-doi',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isStaff(req)) return errorAnswer(403, 'forbidden', 'Sign in to the CMS to import a DOI.')
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return errorAnswer(400, 'bad_json', 'Send JSON: { "doi": "10.…" }.')
    }
    const input = DoiInput.safeParse(body ?? {})
    if (!input.success) return errorAnswer(400, 'bad_doi', input.error.issues.map((i) => i.message).join('; '))
    try {
      const result = await importDoi(req, input.data.doi)
      return Response.json(result, { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      if (error instanceof DoiImportError)
        return errorAnswer(error.status, error.code, error.message, error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {})
      throw error
    }
  },
}
