import { describe, expect, it } from 'vitest'

import * as jsonLd from '@/lib/seo/jsonLd'
import { fileCount, fileUrls, sitemapIndex, urlset } from '@/lib/seo/sitemap'

describe('sitemap documents', () => {
  it('escapes addresses and keeps dates', () => {
    const xml = urlset([{ loc: 'https://x.example/a?b=1&c=<2>', lastmod: '2026-01-01T00:00:00.000Z' }])
    expect(xml).toContain('<loc>https://x.example/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>')
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  })

  it('splits past the per-file limit into an index of files that together hold every URL once', () => {
    const urls = Array.from({ length: 25 }, (_, i) => ({ loc: `https://x.example/${i}` }))
    expect(fileCount(urls.length, 10)).toBe(3)
    const files = [0, 1, 2].map((n) => fileUrls(urls, n, 10))
    expect(files.map((f) => f.length)).toEqual([10, 10, 5])
    expect(files.flat()).toEqual(urls)
    expect(fileCount(50_000)).toBe(1)
    expect(fileCount(50_001)).toBe(2)
    expect(sitemapIndex([{ loc: 'https://x.example/sitemaps/0.xml' }])).toMatch(
      /<sitemapindex [^>]+>\n  <sitemap><loc>https:\/\/x.example\/sitemaps\/0.xml<\/loc><\/sitemap>/,
    )
  })
})

describe('JSON-LD', () => {
  const absolute = (p: string) => `https://x.example${p}`
  const settings = {
    productName: 'Northvale Institute',
    logo: null,
    tagline: 'Research',
    description: 'An institute',
    contact: { email: 'info@x.example', phone: '', address: '' },
    social: [{ network: 'Mastodon', url: 'https://social.example/@nv' }],
    footerMenuId: null,
  }

  it('the website offers a search action with the site search URL template', () => {
    expect(jsonLd.website(settings, absolute)).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://x.example/search?q={search_term_string}' } },
    })
    expect(jsonLd.organization(settings, absolute)).toMatchObject({
      '@type': 'ResearchOrganization',
      sameAs: ['https://social.example/@nv'],
    })
  })

  it('breadcrumbs are numbered from 1 with absolute items', () => {
    expect(
      jsonLd.breadcrumbs(
        [
          { name: 'Home', path: '/' },
          { name: 'Events', path: '/events' },
        ],
        absolute,
      ),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://x.example/' },
        { position: 2, name: 'Events', item: 'https://x.example/events' },
      ],
    })
  })

  it('serialises so that no content can close the script element', () => {
    const out = jsonLd.serialise([{ name: '</script><script>alert(1)</script>' }])
    expect(out).not.toContain('<')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })
})
