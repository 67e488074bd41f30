import { slugify } from '../../lib/slug'
import { banners, bannerKeys, type BannerKey } from './data/images'
import { idOf, type ID, type Seeder } from './helpers'
import { bannerSvg, logoSvg, palettes, pdf, picture, portraitSvg, type Drawing, type PaletteName } from './images'

const paletteNames = Object.keys(palettes) as PaletteName[]
const paletteFor = (name: string): PaletteName => {
  let h = 0
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return paletteNames[h % paletteNames.length] as PaletteName
}

const credit = 'Illustration: Northvale Institute'

/** A research topic's banner. */
export const bannerDrawing = (key: BannerKey): Drawing => {
  const b = banners[key]
  return { svg: bannerSvg(key, palettes[b.palette], b.motif), format: 'jpeg' }
}

/** A person's portrait placeholder, drawn for their name. */
export const portraitDrawing = (name: string): Drawing => ({ svg: portraitSvg(name, palettes[paletteFor(name)]), format: 'jpeg' })

/** An organisation's word-mark. */
export const logoDrawing = (name: string): Drawing => ({ svg: logoSvg(name, palettes[paletteFor(name)]), format: 'png' })

/**
 * The demo media: banners, portraits and logos drawn from SVG, and small PDF
 * documents. Each file is created once, found by its alt text (or its file
 * name) when it is already there.
 */
export class DemoMedia {
  private readonly bannerIds = new Map<string, ID>()
  private readonly portraitIds = new Map<string, ID>()

  constructor(private readonly s: Seeder) {}

  /** Every banner, first: most records show one. */
  async addBanners(): Promise<void> {
    for (const key of bannerKeys) {
      const { alt } = banners[key]
      const file = () => picture(bannerDrawing(key), `banner-${key}.jpg`)
      this.bannerIds.set(key, await this.s.ensure('media', 'alt', alt, { alt, credit }, { file }))
    }
  }

  /** A banner's id, by its key. */
  readonly banner = (key: BannerKey): ID => idOf(this.bannerIds, key, 'banner')

  /** A person's portrait placeholder (one per name, whoever shows it). */
  async portrait(honorific: string, name: string): Promise<ID> {
    const cached = this.portraitIds.get(name)
    if (cached !== undefined) return cached
    const alt = `Portrait placeholder for ${honorific} ${name}: a softly lit head-and-shoulders silhouette`
    const file = () => picture(portraitDrawing(name), `portrait-${slugify(name)}.jpg`)
    const id = await this.s.ensure('media', 'alt', alt, { alt, credit }, { file })
    this.portraitIds.set(name, id)
    return id
  }

  /** An organisation's drawn word-mark. */
  logo(name: string): Promise<ID> {
    const alt = `${name} logo`
    return this.s.ensure('media', 'alt', alt, { alt }, { file: () => picture(logoDrawing(name), `logo-${slugify(name)}.png`) })
  }

  /** A one-page PDF with a title and a few lines. */
  document(alt: string, filename: string, lines: string[]): Promise<ID> {
    return this.s.ensure('media', 'alt', alt, { alt }, { file: () => pdf(alt, lines, filename) })
  }

  /** A portrait in the staff registry's own (non-public) collection, drawn for the name `drawn`. */
  staffPortrait(employeeId: string, drawn: string): Promise<ID> {
    const filename = `staff-${employeeId.toLowerCase()}.jpg`
    const file = () => picture(portraitDrawing(drawn), filename)
    return this.s.ensure('staff-portraits', 'filename', filename, {}, { file })
  }
}
