import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import type { UploadFile } from './helpers'
import { rng } from './random'

/**
 * Demo images drawn from SVG with sharp, and tiny PDF documents written by
 * hand. Nothing is downloaded.
 *
 * Drawing is slow (librsvg's blur and grain: about a third of a second a
 * picture, most of the seed's time), so every drawing the seed uses is kept,
 * already encoded, in cms/seed/pictures (`npm run seed:pictures` draws them).
 * A file is named by the hash of its SVG and encoding: a changed drawing has
 * a new name, and a drawing without its file is drawn as the seed runs.
 */

type Palette = readonly [string, string, string]

export const palettes = {
  teal: ['#0f4c5c', '#1b998b', '#e9f5db'],
  sunset: ['#7b2d26', '#e36414', '#fbd87f'],
  forest: ['#1b4332', '#52b788', '#d8f3dc'],
  indigo: ['#22223b', '#4a4e69', '#c9ada7'],
  ocean: ['#03045e', '#0077b6', '#90e0ef'],
  berry: ['#590d22', '#c9184a', '#ffccd5'],
  sand: ['#6b4226', '#d4a373', '#fefae0'],
  slate: ['#1d3557', '#457b9d', '#f1faee'],
  plum: ['#3c096c', '#7b2cbf', '#e0aaff'],
  olive: ['#3a5a40', '#a3b18a', '#f2e8cf'],
} as const satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'

function hash(value: string): number {
  let h = 2166136261
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619)
  return h >>> 0
}

/** The subject a banner's composition hints at, without any words. */
export type Motif = 'net' | 'drops' | 'embrace' | 'pulse' | 'network' | 'horizon' | 'bars' | 'gathering'

/**
 * Film grain and soft focus: what makes a flat vector read as a photograph
 * or a printed illustration rather than a placeholder.
 */
const FILTERS = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>
  <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.22"/></feComponentTransfer></filter>`

/** The subject's shapes, drawn in the palette's light colour over the soft background. */
function motifShapes(motif: Motif, light: string, mid: string, r: ReturnType<typeof rng>): string {
  const parts: string[] = []
  switch (motif) {
    case 'net': {
      // A fine mesh, like a bed net caught in low light, draped in a curve.
      for (let i = -6; i < 30; i++) {
        const x = i * 46
        parts.push(`<path d="M${x} -20 Q ${x + 120} 340 ${x + 40} 700" stroke="${light}" stroke-width="1.6" fill="none" opacity="0.28"/>`)
        parts.push(
          `<path d="M${x + 260} -20 Q ${x + 120} 340 ${x + 220} 700" stroke="${light}" stroke-width="1.6" fill="none" opacity="0.2"/>`,
        )
      }
      break
    }
    case 'drops': {
      // Rows of vials seen from above: rings with a bright core, out of focus towards the edges.
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 7; col++) {
          const cx = 560 + col * 88 + (row % 2) * 46
          const cy = 150 + row * 110
          const blur = col < 2 || col > 5 ? ' filter="url(#blur)"' : ''
          parts.push(
            `<g${blur}><circle cx="${cx}" cy="${cy}" r="38" fill="none" stroke="${light}" stroke-width="5" opacity="0.55"/><circle cx="${cx - 8}" cy="${cy - 8}" r="11" fill="${light}" opacity="0.7"/></g>`,
          )
        }
      break
    }
    case 'embrace': {
      // Two forms leaning together, a large and a small one.
      parts.push(`<circle cx="720" cy="330" r="210" fill="${light}" opacity="0.22"/>`)
      parts.push(`<circle cx="860" cy="420" r="120" fill="${light}" opacity="0.35"/>`)
      parts.push(`<path d="M520 675 C 560 470, 700 430, 760 520 S 980 600, 1040 675 Z" fill="${light}" opacity="0.25"/>`)
      break
    }
    case 'pulse': {
      // A trace running across the frame, softly glowing.
      const d = 'M0 380 L380 380 L430 300 L470 470 L520 220 L570 420 L610 380 L1200 380'
      parts.push(
        `<path d="${d}" stroke="${light}" stroke-width="18" fill="none" opacity="0.18" filter="url(#blur)" stroke-linejoin="round"/>`,
      )
      parts.push(`<path d="${d}" stroke="${light}" stroke-width="5" fill="none" opacity="0.85" stroke-linejoin="round"/>`)
      break
    }
    case 'network': {
      // Facilities and the roads between them.
      const nodes = Array.from({ length: 16 }, () => [r.int(80, 1120), r.int(80, 600)] as const)
      nodes.forEach(([x, y], i) => {
        const [nx, ny] = nodes[(i * 5 + 3) % nodes.length] ?? [x, y]
        const [mx, my] = nodes[(i + 1) % nodes.length] ?? [x, y]
        parts.push(`<path d="M${x} ${y} L${nx} ${ny} M${x} ${y} L${mx} ${my}" stroke="${light}" stroke-width="2" opacity="0.35"/>`)
      })
      for (const [x, y] of nodes) parts.push(`<circle cx="${x}" cy="${y}" r="${r.int(7, 16)}" fill="${light}" opacity="0.8"/>`)
      break
    }
    case 'horizon': {
      // A low sun over water.
      parts.push(`<circle cx="820" cy="330" r="130" fill="${light}" opacity="0.85"/>`)
      for (let i = 0; i < 7; i++) {
        const y = 430 + i * 36
        parts.push(
          `<path d="M0 ${y} C 200 ${y - 18}, 400 ${y + 18}, 600 ${y} S 1000 ${y - 18}, 1200 ${y} L1200 675 L0 675 Z" fill="${i % 2 ? mid : light}" opacity="${(0.1 + i * 0.04).toFixed(2)}"/>`,
        )
      }
      break
    }
    case 'bars': {
      // A field of measurements: dots rising into columns.
      for (let col = 0; col < 22; col++) {
        const height = 3 + Math.round(6 * Math.abs(Math.sin(col / 3.2)) + r.next() * 3)
        for (let row = 0; row < height; row++)
          parts.push(
            `<circle cx="${90 + col * 48}" cy="${610 - row * 40}" r="10" fill="${light}" opacity="${(0.25 + row / 30).toFixed(2)}"/>`,
          )
      }
      break
    }
    case 'gathering': {
      // People in a circle, seen from above.
      for (let i = 0; i < 14; i++) {
        const angle = (i / 14) * Math.PI * 2
        const cx = 600 + Math.cos(angle) * 230
        const cy = 340 + Math.sin(angle) * 200
        parts.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.int(26, 38)}" fill="${light}" opacity="0.6"/>`)
        parts.push(
          `<circle cx="${(cx * 1.02 - 12).toFixed(0)}" cy="${(cy * 1.02 - 7).toFixed(0)}" r="46" fill="none" stroke="${light}" stroke-width="3" opacity="0.25"/>`,
        )
      }
      break
    }
  }
  return parts.join('\n  ')
}

/**
 * A 1200×675 editorial illustration with no words in it: a softly lit
 * background in the topic's palette (out-of-focus light, a vignette, grain)
 * and the topic's motif (a net, vials, a pulse…).
 */
export function bannerSvg(seed: string, palette: Palette, motif: Motif): string {
  const [dark, mid, light] = palette
  const r = rng(hash(seed))
  const glows: string[] = []
  for (let i = 0; i < 6; i++) {
    glows.push(
      `<circle cx="${r.int(0, 1200)}" cy="${r.int(0, 675)}" r="${r.int(140, 320)}" fill="${i % 3 === 0 ? light : mid}" opacity="${(0.25 + r.next() * 0.35).toFixed(2)}"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
  <linearGradient id="base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
  <radialGradient id="vignette" cx="0.55" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
  ${FILTERS}
  </defs>
  <rect width="1200" height="675" fill="url(#base)"/>
  <g filter="url(#soft)">${glows.join('')}</g>
  ${motifShapes(motif, light, mid, r)}
  <rect width="1200" height="675" fill="url(#vignette)"/>
  <rect width="1200" height="675" filter="url(#grain)" opacity="0.6"/>
</svg>`
}

/** A 480×480 portrait placeholder: a softly lit head-and-shoulders silhouette, no letters. */
export function portraitSvg(name: string, palette: Palette): string {
  const [dark, mid, light] = palette
  const r = rng(hash(name))
  const tilt = r.int(-6, 6)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><radialGradient id="g" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
  <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.75"/><stop offset="1" stop-color="${light}" stop-opacity="0.35"/></linearGradient>
  ${FILTERS}</defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="${r.int(300, 420)}" cy="${r.int(40, 140)}" r="150" fill="${light}" opacity="0.35" filter="url(#soft)"/>
  <g transform="rotate(${tilt} 240 300)">
  <ellipse cx="240" cy="205" rx="84" ry="100" fill="url(#skin)"/>
  <path d="M60 480 C 80 350, 160 300, 240 300 S 400 350, 420 480 Z" fill="url(#skin)"/>
  </g>
  <rect width="480" height="480" filter="url(#grain)" opacity="0.5"/>
</svg>`
}

/** A 600×300 word-mark logo on white: a simple emblem and the name on up to three lines. */
export function logoSvg(name: string, palette: Palette): string {
  const [dark, mid] = palette
  const lines: string[] = []
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const longest = Math.max(...lines.map((l) => l.length))
  // DejaVu Sans Bold is about 0.7 em per character; 380 px of room beside the emblem.
  const size = Math.min(44, Math.floor(380 / (0.7 * Math.max(longest, 1))))
  const lineHeight = size + 8
  const top = 150 - ((lines.length - 1) * lineHeight) / 2 + size / 3
  const text = lines
    .map(
      (line, i) =>
        `<text x="190" y="${Math.round(top + i * lineHeight)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${dark}">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
  <rect width="600" height="300" fill="#ffffff"/>
  <circle cx="100" cy="150" r="62" fill="${mid}"/>
  <path d="M60 170 L100 90 L140 170 Z" fill="#ffffff" opacity="0.9"/>
  <circle cx="100" cy="150" r="62" fill="none" stroke="${dark}" stroke-width="6"/>
  ${text}
</svg>`
}

/** A picture to draw: its SVG and how it is encoded. */
export type Drawing = { svg: string; format: 'jpeg' | 'png' }

const encodings = {
  jpeg: { extension: 'jpg', mimetype: 'image/jpeg', options: { quality: 80, mozjpeg: true } },
  png: { extension: 'png', mimetype: 'image/png', options: { compressionLevel: 9 } },
} as const

/** Where the drawn pictures are kept (read from the project's directory, also by the built server). */
export const picturesDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'cms/seed/pictures')

/** The kept file of a drawing: the hash of its SVG and encoding. */
export function pictureFile({ svg, format }: Drawing): string {
  const { extension, options } = encodings[format]
  const hash = createHash('sha256')
    .update(`${format} ${JSON.stringify(options)}\n${svg}`)
    .digest('hex')
  return `${hash.slice(0, 20)}.${extension}`
}

/** Draws and encodes a picture with sharp. */
export async function draw({ svg, format }: Drawing): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  return format === 'jpeg' ? image.jpeg(encodings.jpeg.options).toBuffer() : image.png(encodings.png.options).toBuffer()
}

/** How many pictures the seed had to draw because their file was not kept (see `npm run seed:pictures`). */
export const drawnAtSeed = { count: 0 }

/** A drawing as an upload named `name`: its kept file, or drawn now when there is none. */
export async function picture(drawing: Drawing, name: string): Promise<UploadFile> {
  let data: Buffer
  try {
    data = await readFile(path.join(picturesDir, pictureFile(drawing)))
  } catch {
    data = await draw(drawing)
    drawnAtSeed.count++
  }
  return { data, mimetype: encodings[drawing.format].mimetype, name, size: data.length }
}

/** A tiny valid one-page PDF with a title and a few lines of text. */
export function pdf(title: string, lines: string[], name: string): UploadFile {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    ...lines.flatMap((line) => [`(${esc(line)}) Tj`, '0 -16 Td']),
    '(Northvale Institute of Health Research - demonstration document) Tj',
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${esc(title)}) /Producer (Northvale seed) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  const data = Buffer.from(body, 'latin1')
  return { data, mimetype: 'application/pdf', name, size: data.length }
}
