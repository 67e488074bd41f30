import { parse as parseBibtex } from '@retorquere/bibtex-parser'
import { describe, expect, it } from 'vitest'

import { authorsOf, splitByline } from '@/cms/migrations/publicationAuthorsData'
import { type PublicationDetail, citedAuthors } from '@/content/publication'
import { citationFile, formattedReferences } from '@/lib/citations'
import { cslItem, highwireAuthor, highwireDate, nameParts, pageRange } from '@/lib/citations/csl'
import { formatOfFile } from '@/lib/citations/formats'

const absolute = (path: string) => new URL(path, 'https://northvale.example/').toString()

const paper: PublicationDetail = {
  id: 1,
  slug: 'a-trial-of-bed-nets',
  title: 'A trial of bed nets in Lakeside district',
  authorList: '',
  journal: 'Journal of Tropical Epidemiology',
  publishedAt: '2025-03-14T12:00:00.000Z',
  year: 2025,
  doi: '10.5555/nvh.2025.0001',
  url: '/publications/a-trial-of-bed-nets',
  abstract: 'Background: nets.\n\nMethods: a trial.',
  openAccess: true,
  division: null,
  type: 'journal-article',
  authors: [
    { name: 'Okafor A', orcid: '0000-0002-1825-0097', person: { id: 3, slug: 'amara-okafor', name: 'Amara Okafor' } },
    { name: 'Lindqvist MK', orcid: null, person: null },
    { name: '王小明', orcid: null, person: null },
  ],
  moreAuthors: false,
  volume: '12',
  issue: '3',
  pages: '112-119',
  datePrecision: 'day',
  pmid: '38012345',
  pmcid: null,
  keywords: ['malaria', 'bed nets'],
  licence: 'CC BY 4.0',
  fullTextUrl: 'https://doi.org/10.5555/nvh.2025.0001',
  pdfUrl: null,
  themes: [],
  relatedProtocol: null,
  updatedAt: '2025-03-20T09:00:00.000Z',
}

describe('old bylines become ordered authors (the migration)', () => {
  it.each([
    ['Okafor A, Lindqvist M, et al.', ['Okafor A', 'Lindqvist M'], true],
    ['Okafor A; Lindqvist M and Dubois P', ['Okafor A', 'Lindqvist M', 'Dubois P'], false],
    ['Okafor, A., Lindqvist, M.', ['Okafor A', 'Lindqvist M'], false],
    ['Sánchez-Peña MJ, Ødegård S', ['Sánchez-Peña MJ', 'Ødegård S'], false],
    ['The NVH Malaria Consortium', ['The NVH Malaria Consortium'], false],
  ])('%s', (byline, names, more) => {
    expect(splitByline(byline)).toEqual({ names, moreAuthors: more })
  })

  it('keeps what does not split into names as written', () => {
    expect(splitByline('Group 7 (2019), see appendix 2')).toEqual({ names: ['Group 7 (2019), see appendix 2'], moreAuthors: false })
  })

  it('gives each linked person to the author with their cited name, then by surname; an unmatched one is added at the end', () => {
    const people = [
      { id: 1, name: 'Amara Okafor' },
      { id: 2, name: 'Magnus Karl Lindqvist' },
      { id: 3, name: 'Hana Sato' },
    ]
    const { authors, moreAuthors } = authorsOf('Dubois P, Okafor A, Lindqvist M, et al.', people)
    expect(moreAuthors).toBe(true)
    expect(authors).toEqual([
      { name: 'Dubois P', personId: null },
      { name: 'Okafor A', personId: 1 },
      { name: 'Lindqvist M', personId: 2 },
      { name: 'Sato H', personId: 3 },
    ])
  })
})

describe('authors as cited', () => {
  it('lists six, then "et al."', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Author${i} A` }))
    expect(citedAuthors(seven, false)).toBe('Author0 A, Author1 A, Author2 A, Author3 A, Author4 A, Author5 A, et al.')
    expect(citedAuthors(seven.slice(0, 2), true)).toBe('Author0 A, Author1 A, et al.')
    expect(citedAuthors(seven.slice(0, 2), false)).toBe('Author0 A, Author1 A')
  })

  it.each([
    ['Okafor A', { family: 'Okafor', given: 'A.' }],
    ['Lindqvist MK', { family: 'Lindqvist', given: 'M. K.' }],
    ['Okafor, Amara', { family: 'Okafor', given: 'Amara' }],
    ['Amara Okafor', { family: 'Okafor', given: 'Amara' }],
    ['王小明', { literal: '王小明' }],
  ])('%s', (name, parts) => {
    expect(nameParts(name)).toEqual(parts)
  })

  it('Highwire tags: family name first, dates with slashes, first and last page', () => {
    expect(highwireAuthor('Lindqvist MK')).toBe('Lindqvist, M. K.')
    expect(highwireDate(paper)).toBe('2025/03/14')
    expect(highwireDate({ ...paper, datePrecision: 'month' })).toBe('2025/03')
    expect(pageRange('112-119')).toEqual({ first: '112', last: '119' })
    expect(pageRange('e1043')).toEqual({ first: 'e1043', last: null })
  })
})

describe('citations from citation-js', () => {
  it('formats APA, Vancouver and Harvard references', () => {
    const refs = Object.fromEntries(formattedReferences(paper, absolute).map((r) => [r.key, r.text]))
    expect(refs.apa).toContain('Okafor, A., Lindqvist, M. K., & 王小明. (2025). A trial of bed nets in Lakeside district.')
    expect(refs.apa).toContain('https://doi.org/10.5555/nvh.2025.0001')
    expect(refs.vancouver).toMatch(
      /^Okafor A, Lindqvist MK, 王小明\. A trial of bed nets in Lakeside district\. Journal of Tropical Epidemiology\. 2025/,
    )
    expect(refs.harvard).toContain('Okafor, A., Lindqvist, M.K., and 王小明 (2025)')
  })

  it('BibTeX parses with an independent parser and names the title, authors and DOI', () => {
    const bib = parseBibtex(citationFile('bibtex', [paper, { ...paper, slug: 'second', title: 'A second paper' }], absolute))
    expect(bib.errors).toEqual([])
    expect(bib.entries).toHaveLength(2)
    const [entry] = bib.entries
    expect(entry?.type).toBe('article')
    expect(entry?.fields.title).toBe('A trial of bed nets in Lakeside district')
    expect(entry?.fields.doi).toBe('10.5555/nvh.2025.0001')
    expect(entry?.fields.author?.map((a) => a.lastName ?? a.name)).toEqual(['Okafor', 'Lindqvist', '王小明'])
  })

  it('RIS and CSL-JSON hold the same record', () => {
    const ris = citationFile('ris', [paper], absolute)
    expect(ris).toMatch(/^TY {2}- JOUR$/m)
    expect(ris.match(/^AU {2}- .+$/gm)).toEqual(['AU  - Okafor, A.', 'AU  - Lindqvist, M. K.', 'AU  - 王小明'])
    expect(ris).toMatch(/^DO {2}- 10\.5555\/nvh\.2025\.0001$/m)
    const [item] = JSON.parse(citationFile('csl', [paper], absolute)) as ReturnType<typeof cslItem>[]
    expect(item).toMatchObject({ type: 'article-journal', title: paper.title, DOI: paper.doi, volume: '12', issue: '3', page: '112-119' })
  })

  it('an article number is a number, not a page; a report has a publisher', () => {
    expect(cslItem({ ...paper, pages: 'e1043' }, absolute)).toMatchObject({ number: 'e1043' })
    expect(cslItem({ ...paper, type: 'report', journal: 'Northvale Institute' }, absolute)).toMatchObject({
      type: 'report',
      publisher: 'Northvale Institute',
    })
  })

  it('a file name names its format', () => {
    expect(formatOfFile('citation.bib', 'citation')).toBe('bibtex')
    expect(formatOfFile('citation.ris', 'citation')).toBe('ris')
    expect(formatOfFile('citation.json', 'citation')).toBe('csl')
    expect(formatOfFile('citation.txt', 'citation')).toBeNull()
  })
})
