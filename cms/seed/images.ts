import sharp from 'sharp'

import type { UploadFile } from './helpers'
import { rng } from './random'
import { initials } from './text'

/**
 * Demo images rendered locally from SVG with sharp, and tiny PDF documents
 * written by hand. Nothing is downloaded.
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

/** A 1200×675 banner: gradient, soft shapes and a title word. */
export function bannerSvg(word: string, palette: Palette): string {
  const [dark, mid, light] = palette
  const r = rng(hash(word))
  const shapes: string[] = []
  for (let i = 0; i < 9; i++) {
    const cx = r.int(0, 1200)
    const cy = r.int(0, 675)
    const rad = r.int(40, 260)
    const opacity = (0.08 + r.next() * 0.18).toFixed(2)
    shapes.push(
      i % 3 === 0
        ? `<rect x="${cx}" y="${cy}" width="${rad * 1.6}" height="${rad * 1.6}" rx="${rad / 4}" fill="${light}" opacity="${opacity}" transform="rotate(${r.int(0, 90)} ${cx} ${cy})"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${i % 2 ? light : mid}" opacity="${opacity}"/>`,
    )
  }
  const waves = `<path d="M0 520 C 300 460, 500 600, 800 540 S 1100 470, 1200 520 L1200 675 L0 675 Z" fill="${light}" opacity="0.18"/>`
  const size = word.length > 14 ? 72 : 96
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  ${shapes.join('\n  ')}
  ${waves}
  <text x="80" y="380" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${light}">${escapeXml(word)}</text>
  <text x="84" y="440" font-family="${FONT}" font-size="30" fill="${light}" opacity="0.85">Northvale Institute of Health Research</text>
</svg>`
}

/** A 480×480 portrait placeholder: gradient, head-and-shoulders shape, initials. */
export function portraitSvg(name: string, palette: Palette): string {
  const [dark, mid, light] = palette
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><radialGradient id="g" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="92" fill="${light}" opacity="0.22"/>
  <path d="M70 480 C 90 350, 170 310, 240 310 S 390 350, 410 480 Z" fill="${light}" opacity="0.22"/>
  <text x="240" y="222" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="bold" fill="${light}">${escapeXml(initials(name))}</text>
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

export async function jpeg(svg: string, name: string): Promise<UploadFile> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}

export async function png(svg: string, name: string): Promise<UploadFile> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
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
