import { bannerKeys } from './data/images'
import { leaders } from './data/leaders'
import { draftPerson, people } from './data/people'
import { collaborations, donors } from './data/reference'
import { staff } from './data/staff'
import type { Drawing } from './images'
import { bannerDrawing, logoDrawing, portraitDrawing } from './media'

/**
 * Every picture the seed draws (cms/seed/media.ts), each once: the banners,
 * the portraits of people, leaders and staff (one drawing per name), and the
 * partners' and donors' logos. Their kept files are in cms/seed/pictures.
 */
export function demoDrawings(): Drawing[] {
  const portraits = new Set([
    ...[...people, draftPerson].filter((p) => p.photo).map((p) => p.name),
    ...leaders.filter((l) => l.photo).map((l) => l.name),
    ...staff.flatMap((m) => (m.portrait ? [m.portrait] : [])),
  ])
  const logos = [...collaborations, ...donors].filter((o) => o.logo).map((o) => o.name)
  return [...bannerKeys.map(bannerDrawing), ...[...portraits].map(portraitDrawing), ...logos.map(logoDrawing)]
}
