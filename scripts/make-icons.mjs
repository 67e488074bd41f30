// @ts-check
/**
 * Renders the site's mark (app/icon.svg) into the icons browsers and phones ask
 * for, and writes them beside it: app/favicon.ico (32×32 and 16×16 PNGs in an
 * ICO container), app/apple-icon.png (180×180, no transparency) and
 * public/icons/icon-{192,512}.png for the web manifest (app/manifest.ts).
 * The results are committed; run again after changing the mark:
 *
 *   node scripts/make-icons.mjs
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

const root = path.join(import.meta.dirname, '..')
const svg = await readFile(path.join(root, 'app/icon.svg'))

/** @param {number} size @param {{ flatten?: boolean }} [options] */
async function png(size, { flatten = false } = {}) {
  let image = sharp(svg, { density: Math.max(72, (72 * size) / 64) }).resize(size, size)
  // iOS paints transparent corners black: the touch icon gets the page's white behind it.
  if (flatten) image = image.flatten({ background: '#ffffff' })
  return image.png({ compressionLevel: 9, palette: true }).toBuffer()
}

/**
 * An ICO file holding PNG images (supported by every browser since Windows Vista's format).
 * @param {{ size: number, data: Buffer }[]} images
 */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const outputs = {
  'app/favicon.ico': ico([
    { size: 32, data: await png(32) },
    { size: 16, data: await png(16) },
  ]),
  'app/apple-icon.png': await png(180, { flatten: true }),
  'public/icons/icon-192.png': await png(192),
  'public/icons/icon-512.png': await png(512),
}
for (const [file, data] of Object.entries(outputs)) {
  await writeFile(path.join(root, file), data)
  console.log(`${file}: ${data.length} bytes`)
}
