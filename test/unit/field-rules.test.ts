import { describe, expect, it } from 'vitest'

import { contentTypes, linkableCollections } from '@/content'
import { meta } from '@/content/map'
import { tenderStatus } from '@/content/tender'
import { menuEntryUrl } from '@/lib/backend/map'
import { collapseRedirects, normalisePath, redirectFor } from '@/lib/redirects'
import { withMeta } from '@/lib/seo/withMeta'
import { checkDoi, checkLink, checkNotBefore, checkOrcid, checkWebUrl, isOrcid, withOrcidCheckDigit } from '@/lib/validation/fields'
import { plainWords } from '@/cms/fields/plainWords'

describe('ORCID iDs (ISO 7064 MOD 11-2 check digit)', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X'])('accepts %s', (id) => {
    expect(isOrcid(id)).toBe(true)
    expect(checkOrcid(id)).toBe(true)
  })
  it.each(['0000-0002-1825-0098', '0000-0001-5109-3701', '0000-0002-1694-2330'])('refuses %s: wrong check digit', (id) => {
    expect(isOrcid(id)).toBe(false)
    expect(checkOrcid(id)).toMatch(/typing error/)
  })
  it.each(['0000000218250097', '0000-0002-1825-009', 'https://orcid.org/0000-0002-1825-0097', '0000-0002-1825-009x'])(
    'refuses %s: not shaped like an iD',
    (id) => expect(checkOrcid(id)).toMatch(/four groups of four digits/),
  )
  it('leaves an empty field alone', () => expect(checkOrcid('')).toBe(true))
  it('gives the seed valid iDs', () => {
    const id = withOrcidCheckDigit('0000-0002-1825-0091')
    expect(id).toBe('0000-0002-1825-0097')
    expect(isOrcid(withOrcidCheckDigit('0000-0003-4444-5555'))).toBe(true)
  })
})

describe('DOIs', () => {
  it.each(['10.1000/xyz123', '10.1371/journal.pone.0123456', '10.5555/nvh.2025.0001', '10.1000.10/abc'])('accepts %s', (doi) =>
    expect(checkDoi(doi)).toBe(true),
  )
  it.each(['doi:10.1000/xyz', 'https://doi.org/10.1000/xyz', '10.12/abc', '10.1000/', '11.1000/abc', '10.1000/a b'])('refuses %s', (doi) =>
    expect(checkDoi(doi)).toMatch(/A DOI starts with 10\./),
  )
})

describe('links', () => {
  it.each(['/about-us', '/news/a-story?x=1', 'https://example.org', 'http://example.org/page#part'])('a link may be %s', (url) =>
    expect(checkLink(url)).toBe(true),
  )
  it.each(['about-us', '//evil.example/x', 'javascript:alert(1)', 'ftp://example.org/file', 'https://', 'https://localhost', '/a b'])(
    'a link may not be %s',
    (url) => expect(checkLink(url)).toMatch(/path on this site/),
  )
  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/\t/evil.example',
    '/x\u0000y',
  ])('a link may not be %j, which browsers read as another host', (url) => expect(checkLink(url)).toMatch(/path on this site/))
  it('a web address must be a full http(s) one', () => {
    expect(checkWebUrl('https://example.org/x')).toBe(true)
    expect(checkWebUrl('/about-us')).toMatch(/full address/)
    expect(checkWebUrl('www.example.org')).toMatch(/full address/)
  })
})

describe('dates in order', () => {
  it('a closing date may equal or follow the publication date, not precede it', () => {
    expect(checkNotBefore('2026-01-02', '2026-01-01', 'no')).toBe(true)
    expect(checkNotBefore('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'no')).toBe(true)
    expect(checkNotBefore('2025-12-31', '2026-01-01', 'The closing date cannot be before the publication date.')).toMatch(/closing date/)
  })
})

describe('tender status as visitors see it', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  it('an open tender past its closing date is closed', () => {
    expect(tenderStatus({ status: 'open', closesAt: '2026-05-31T23:59:59Z' }, now)).toBe('closed')
    expect(tenderStatus({ status: 'open', closesAt: '2026-06-02T00:00:00Z' }, now)).toBe('open')
  })
  it('closed and awarded tenders stay as they are', () => {
    expect(tenderStatus({ status: 'awarded', closesAt: '2020-01-01T00:00:00Z' }, now)).toBe('awarded')
    expect(tenderStatus({ status: 'closed', closesAt: '2030-01-01T00:00:00Z' }, now)).toBe('closed')
  })
})

describe('redirects', () => {
  it('compares paths without trailing slash or query', () => {
    expect(normalisePath('/news/old/')).toBe('/news/old')
    expect(normalisePath('/news/old?utm=x')).toBe('/news/old')
    expect(normalisePath('/')).toBe('/')
  })
  it('follows chains to their end', () => {
    const list = collapseRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: 'https://example.org/d' },
    ])
    expect(redirectFor(list, '/a')).toBe('https://example.org/d')
    expect(redirectFor(list, '/b/')).toBe('https://example.org/d')
    expect(redirectFor(list, '/d')).toBeNull()
  })
  it('never leads off the site through a path browsers read as another host', () => {
    const list = [
      { from: '/a', to: '/\\evil.example' },
      { from: '/b', to: '/%5Cevil.example' },
      { from: '/c', to: '\\\\evil.example' },
      { from: '/d', to: '/news' },
    ]
    for (const from of ['/a', '/b', '/c']) expect(redirectFor(list, from)).toBeNull()
    expect(redirectFor(list, '/d')).toBe('/news')
  })
  it('drops loops instead of bouncing visitors', () => {
    const list = collapseRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/self', to: '/self/' },
      { from: '/x', to: '/y' },
    ])
    expect(list).toEqual([{ from: '/x', to: '/y' }])
  })
})

describe('SEO fields', () => {
  const image = { url: '/m/a.jpg', alt: 'A', width: 10, height: 10, credit: null, focalPoint: null, bytes: null, mimeType: null }
  it('win over the record’s own title, summary and image when set', () => {
    const defaults = { title: 'Title', description: 'Summary', image: null }
    expect(withMeta(defaults, null)).toEqual({ title: 'Title', description: 'Summary', image: null })
    expect(withMeta(defaults, { title: null, description: 'For search engines', image })).toEqual({
      title: 'Title',
      description: 'For search engines',
      image,
    })
  })
  it('are null when all are empty', () => {
    expect(meta({ title: ' ', description: '', image: null })).toBeNull()
    expect(meta(undefined)).toBeNull()
    expect(meta({ title: 'T' })).toEqual({ title: 'T', description: null, image: null })
  })
  it('are on every linkable type of the registry', () => {
    const linkable = Object.values(contentTypes).flatMap((t) => ('linkable' in t ? [t.collection] : []))
    expect(linkableCollections).toEqual(linkable)
    expect(linkableCollections).toEqual(expect.arrayContaining(['news', 'pages', 'tenders']))
  })
})

describe('menu entries', () => {
  it('lead to the linked document’s current address, or the one typed in', () => {
    expect(menuEntryUrl({ label: 'x', linkType: 'url', url: '/contact-us' })).toBe('/contact-us')
    expect(
      menuEntryUrl({ label: 'x', linkType: 'document', document: { relationTo: 'news', value: { slug: 'new-name', type: 'feature' } } }),
    ).toBe('/features/new-name')
    expect(menuEntryUrl({ label: 'x', linkType: 'document', document: { relationTo: 'pages', value: { slug: 'about-us' } } })).toBe(
      '/about-us',
    )
  })
  it('are left out while the document is not public (the read gives its id only)', () => {
    expect(menuEntryUrl({ label: 'x', linkType: 'document', document: { relationTo: 'news', value: 12 } })).toBeNull()
  })
})

describe('labels in plain words', () => {
  it.each([
    ['protocolNumber', 'Protocol number'],
    ['principalInvestigator', 'Principal investigator'],
    ['closesAt', 'Closing date'],
    ['orcid', 'ORCID iD'],
    ['heroTitle', 'Heading'],
    ['someNewField', 'Some new field'],
  ])('%s → %s', (name, label) => expect(plainWords(name)).toBe(label))
})
