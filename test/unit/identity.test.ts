import { describe, expect, it } from 'vitest'

import { columnsFor } from '@/components/cards'
import { bannerSvg, palettes, portraitSvg } from '@/cms/seed/images'
import { banners } from '@/cms/seed/data/images'
import { achievements, globalMarkers } from '@/cms/seed/data/reference'
import { richText } from '@/cms/seed/richtext'

describe('card grid columns', () => {
  it('divide the number of cards where they can, so no card is alone on the last row', () => {
    expect(columnsFor(9)).toBe(3)
    expect(columnsFor(6)).toBe(3)
    expect(columnsFor(4)).toBe(2)
    expect(columnsFor(4, 4)).toBe(4)
    expect(columnsFor(8, 4)).toBe(4)
    expect(columnsFor(10, 4)).toBe(2)
    expect(columnsFor(2)).toBe(2)
    expect(columnsFor(1)).toBe(1)
  })

  it('leave at least two cards on the last row when nothing divides', () => {
    for (const count of [5, 7, 11]) {
      const columns = columnsFor(count)
      expect(columns).toBeLessThanOrEqual(4)
      expect(count % columns).not.toBe(1)
    }
    expect(columnsFor(7)).toBe(4)
    expect(columnsFor(5)).toBe(3)
  })
})

describe('demo images', () => {
  it('carry no words: no text element in any banner or portrait', () => {
    for (const [key, banner] of Object.entries(banners)) {
      const svg = bannerSvg(key, palettes[banner.palette], banner.motif)
      expect(svg).not.toMatch(/<text/)
      expect(svg).toMatch(/^<svg/)
    }
    expect(portraitSvg('Amara Okafor', palettes.teal)).not.toMatch(/<text/)
  })

  it('each topic has its own composition, and its alt text describes a picture rather than words', () => {
    const motifs = Object.values(banners).map((b) => b.motif)
    expect(new Set(motifs).size).toBe(motifs.length)
    for (const banner of Object.values(banners)) expect(banner.alt).not.toMatch(/the words?\b/)
  })
})

describe('demo facts', () => {
  it('the field-site figure counts the field sites and their countries', () => {
    const figure = achievements.find((a) => /field sites/.test(a.label))
    expect(figure?.value).toBe(String(globalMarkers.length))
    expect(figure?.label).toBe(`field sites in ${new Set(globalMarkers.map((m) => m.country)).size} countries`)
  })
})

describe('seed rich text', () => {
  it('turns [words](/path) into a link inside the paragraph', () => {
    const [paragraph] = richText(['Read our [publications](/publications) online.']).root.children
    expect(paragraph?.children.map((c) => c.type)).toEqual(['text', 'link', 'text'])
    const link = paragraph?.children[1]
    expect(link?.type === 'link' && link.fields.url).toBe('/publications')
  })
})
