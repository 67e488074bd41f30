import type { PaletteName } from '../images'

/** Banner images, reused across news, events, the carousel and highlights. */
export type BannerKey = 'malaria' | 'vaccines' | 'mothers' | 'chronic' | 'systems' | 'climate' | 'data' | 'community'

export const banners: Record<BannerKey, { word: string; palette: PaletteName; alt: string }> = {
  malaria: {
    word: 'Malaria',
    palette: 'forest',
    alt: 'Banner for malaria research: deep green gradient with soft circles and the word “Malaria”',
  },
  vaccines: {
    word: 'Vaccines',
    palette: 'ocean',
    alt: 'Banner for vaccine research: blue gradient with overlapping circles and the word “Vaccines”',
  },
  mothers: {
    word: 'Mothers & newborns',
    palette: 'berry',
    alt: 'Banner for maternal and newborn health: crimson gradient with rounded shapes and the words “Mothers & newborns”',
  },
  chronic: {
    word: 'Chronic disease',
    palette: 'indigo',
    alt: 'Banner for non-communicable disease research: indigo gradient with soft shapes and the words “Chronic disease”',
  },
  systems: {
    word: 'Health systems',
    palette: 'slate',
    alt: 'Banner for health systems research: navy-to-steel-blue gradient with the words “Health systems”',
  },
  climate: {
    word: 'Climate & health',
    palette: 'sunset',
    alt: 'Banner for environmental health: orange sunset gradient with a wave and the words “Climate & health”',
  },
  data: {
    word: 'Data science',
    palette: 'plum',
    alt: 'Banner for data science and biostatistics: purple gradient with geometric shapes and the words “Data science”',
  },
  community: {
    word: 'Communities',
    palette: 'sand',
    alt: 'Banner for community engagement: warm sand-coloured gradient with circles and the word “Communities”',
  },
}

export const bannerKeys = Object.keys(banners) as BannerKey[]
