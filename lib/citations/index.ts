import 'server-only'

import { Cite } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-csl'
import '@citation-js/plugin-ris'

import type { PublicationDetail } from '../../content/publication'
import { cacheControl } from '../cacheControl'
import { conditionalResponse } from '../http/conditional'
import { type CslItem, cslItem } from './csl'
import { type CitationFormat, citationFormats } from './formats'

export { type CitationFormat, citationFormats, formatOfFile } from './formats'

/**
 * Citations of publications, made by citation-js from their CSL-JSON
 * (lib/citations/csl.ts): formatted references for the page's Cite panel,
 * and the files reference managers import (BibTeX, RIS, CSL-JSON), for one
 * publication or a whole list.
 */

/** The reference styles of the Cite panel, with the citation-js template of each. */
export const referenceStyles = [
  { key: 'apa', label: 'APA', template: 'apa' },
  { key: 'vancouver', label: 'Vancouver', template: 'vancouver' },
  { key: 'harvard', label: 'Harvard', template: 'harvard1' },
] as const

type Absolute = (path: string) => string

/** One publication's reference in each style, as plain text. */
export function formattedReferences(p: PublicationDetail, absolute: Absolute) {
  const cite = new Cite([cslItem(p, absolute)])
  return referenceStyles.map((style) => ({
    ...style,
    text: String(cite.format('bibliography', { format: 'text', template: style.template, lang: 'en-GB' }))
      .trim()
      // A list of one: without its number.
      .replace(/^1\.\s+/, ''),
  }))
}

/** The file of `format` holding every publication given, in their order. */
export function citationFile(format: CitationFormat, publications: PublicationDetail[], absolute: Absolute): string {
  const items: CslItem[] = publications.map((p) => cslItem(p, absolute))
  if (format === 'csl') return `${JSON.stringify(items, null, 2)}\n`
  if (!items.length) return ''
  return String(new Cite(items).format(format === 'bibtex' ? 'bibtex' : 'ris', { format: 'text' }))
}

/** The HTTP answer of a download (ETag, 304): its type, and a file name for the browser to save it under. */
export function citationResponse(
  request: Request,
  format: CitationFormat,
  publications: PublicationDetail[],
  absolute: Absolute,
  name: string,
): Response {
  const { extension, type } = citationFormats[format]
  return conditionalResponse(request, citationFile(format, publications, absolute), {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${name}.${extension}"`,
      'Cache-Control': cacheControl.feed,
    },
  })
}
