import type { Motif, PaletteName } from '../images'

/** Banner images, reused across news, events, the carousel and highlights. */
export type BannerKey = 'malaria' | 'vaccines' | 'mothers' | 'chronic' | 'systems' | 'climate' | 'data' | 'community'

export const banners: Record<BannerKey, { palette: PaletteName; motif: Motif; alt: string }> = {
  malaria: {
    palette: 'forest',
    motif: 'net',
    alt: 'Illustration for malaria research: a fine bed-net mesh draped across a softly lit deep green background',
  },
  vaccines: {
    palette: 'ocean',
    motif: 'drops',
    alt: 'Illustration for vaccine research: rows of vials seen from above, sharp in the middle and blurred at the edges, on deep blue',
  },
  mothers: {
    palette: 'berry',
    motif: 'embrace',
    alt: 'Illustration for maternal and newborn health: a large and a small rounded form leaning together in warm crimson light',
  },
  chronic: {
    palette: 'indigo',
    motif: 'pulse',
    alt: 'Illustration for non-communicable disease research: a glowing heartbeat trace running across a dusky indigo background',
  },
  systems: {
    palette: 'slate',
    motif: 'network',
    alt: 'Illustration for health systems research: a network of connected points, like clinics and the roads between them, on navy blue',
  },
  climate: {
    palette: 'sunset',
    motif: 'horizon',
    alt: 'Illustration for environmental health: a low sun over layered waves in hazy orange light',
  },
  data: {
    palette: 'plum',
    motif: 'bars',
    alt: 'Illustration for data science and biostatistics: columns of dots rising like a chart across a soft purple background',
  },
  community: {
    palette: 'sand',
    motif: 'gathering',
    alt: 'Illustration for community engagement: people gathered in a circle, seen from above, in warm sand-coloured light',
  },
}

export const bannerKeys = Object.keys(banners) as BannerKey[]
