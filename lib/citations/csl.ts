import type { PublicationDetail, PublicationType } from '../../content/publication'
import { defaultTimeZone } from '../time'

/**
 * A publication as CSL-JSON (the Citation Style Language's data model), the
 * one shape every citation format here is made from (lib/citations), and the
 * parts of its date and authors that the page's Highwire Press tags and
 * JSON-LD share.
 */

/** The CSL item types of the publication types. */
const cslTypes: Record<PublicationType, string> = {
  'journal-article': 'article-journal',
  preprint: 'article',
  report: 'report',
  'book-chapter': 'chapter',
  book: 'book',
  dataset: 'dataset',
  'policy-brief': 'report',
  'conference-paper': 'paper-conference',
  thesis: 'thesis',
}

/** The year, month and day of the publication in the institute's zone, as far as they are known. */
export function issuedParts(p: Pick<PublicationDetail, 'publishedAt' | 'datePrecision'>): number[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: defaultTimeZone,
  }).formatToParts(new Date(p.publishedAt))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((x) => x.type === type)?.value)
  const all = [part('year'), part('month'), part('day')]
  return all.slice(0, { year: 1, month: 2, day: 3 }[p.datePrecision])
}

/** "2025/03/14" (or "2025/03", "2025"): the date as Google Scholar's tags want it. */
export const highwireDate = (p: Pick<PublicationDetail, 'publishedAt' | 'datePrecision'>) =>
  issuedParts(p)
    .map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0')))
    .join('/')

const initialsOnly = /^(?:\p{Lu}\.?-?){1,4}$/u

/**
 * An author's name as cited ("Okafor A", "Okafor, Amara", "Amara Okafor")
 * split into family and given names; a name in a script without capitals, or
 * a single word, stays whole (`literal`).
 */
export function nameParts(name: string): { family: string; given?: string } | { literal: string } {
  const trimmed = name.trim()
  if (trimmed.includes(',')) {
    const [family, ...given] = trimmed.split(',')
    return { family: (family ?? '').trim(), given: given.join(',').trim() }
  }
  const words = trimmed.split(/\s+/)
  if (words.length < 2 || !/\p{Lu}/u.test(trimmed)) return { literal: trimmed }
  const last = words[words.length - 1] ?? ''
  if (initialsOnly.test(last))
    return { family: words.slice(0, -1).join(' '), given: last.replace(/(\p{Lu})(?=\p{Lu})/gu, '$1. ').replace(/(\p{Lu})$/u, '$1.') }
  return { family: last, given: words.slice(0, -1).join(' ') }
}

/** "Okafor, A." for Highwire's citation_author (family name first, as Google Scholar reads it best). */
export function highwireAuthor(name: string): string {
  const parts = nameParts(name)
  return 'literal' in parts ? parts.literal : parts.given ? `${parts.family}, ${parts.given}` : parts.family
}

/** First and last page of a range ("112-119"); an article number has a first page alone. */
export function pageRange(pages: string): { first: string | null; last: string | null } {
  const [first, last] = pages.split(/\s*[-–—]\s*/)
  return { first: first?.trim() || null, last: last?.trim() || null }
}

export type CslItem = Record<string, unknown> & { id: string; type: string; title: string }

/** One publication as a CSL-JSON item; `absolute` makes the page's own address absolute. */
export function cslItem(p: PublicationDetail, absolute: (path: string) => string): CslItem {
  const isPageRange = /^\d+\s*([-–—]\s*\d+)?$/.test(p.pages)
  const container = ['report', 'policy-brief', 'book', 'dataset', 'thesis'].includes(p.type) ? 'publisher' : 'container-title'
  const item: CslItem = {
    id: p.slug,
    type: cslTypes[p.type],
    title: p.title,
    author: p.authors.map((a) => nameParts(a.name)),
    [container]: p.journal,
    issued: { 'date-parts': [issuedParts(p)] },
    URL: p.doi ? `https://doi.org/${p.doi}` : absolute(p.url ?? ''),
  }
  if (p.volume) item.volume = p.volume
  if (p.issue) item.issue = p.issue
  if (p.pages) item[isPageRange ? 'page' : 'number'] = p.pages.replace(/\s*[–—]\s*/, '-')
  if (p.doi) item.DOI = p.doi
  if (p.pmid) item.PMID = p.pmid
  if (p.pmcid) item.PMCID = p.pmcid
  if (p.abstract) item.abstract = p.abstract
  if (p.keywords.length) item.keyword = p.keywords.join(', ')
  if (p.licence) item.license = p.licence
  return item
}
