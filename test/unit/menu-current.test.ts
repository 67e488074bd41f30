import { describe, expect, it } from 'vitest'

import { currentSection, linkCurrent } from '@/lib/edge/enhance.mjs'

const items = [
  { label: 'Home', url: '/', children: [] },
  { label: 'About', url: '/about-us', children: [{ label: 'Our history', url: '/our-history' }] },
  {
    label: 'News & events',
    url: '/news-and-events',
    children: [
      { label: 'News', url: '/news' },
      { label: 'Events', url: '/events' },
    ],
  },
  { label: 'Elsewhere', url: 'https://example.org/news', children: [{ label: 'Top', url: '#' }] },
]

describe('the current section of the main navigation', () => {
  it('marks the item itself as the page', () => {
    expect(currentSection(items, '/about-us')).toEqual({ index: 1, current: 'page' })
    expect(currentSection(items, '/about-us/')).toEqual({ index: 1, current: 'page' })
    expect(currentSection(items, '/')).toEqual({ index: 0, current: 'page' })
  })

  it('marks the section of a child page or of a page under a child', () => {
    expect(currentSection(items, '/our-history')).toEqual({ index: 1, current: 'true' })
    expect(currentSection(items, '/news')).toEqual({ index: 2, current: 'true' })
    expect(currentSection(items, '/news/a-story')).toEqual({ index: 2, current: 'true' })
    expect(currentSection(items, '/events/2026/a-talk')).toEqual({ index: 2, current: 'true' })
  })

  it('marks nothing outside every section; the home page and other sites hold no other path', () => {
    expect(currentSection(items, '/newsletter')).toBeNull()
    expect(currentSection(items, '/tenders')).toBeNull()
    expect(linkCurrent('https://example.org/news', '/news')).toBeUndefined()
    expect(linkCurrent('/', '/news')).toBeUndefined()
    expect(linkCurrent('/news?page=2', '/news')).toBe('page')
  })
})
