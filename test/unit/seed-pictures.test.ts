import { readdirSync } from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureFile, picturesDir } from '@/cms/seed/images'
import { demoDrawings } from '@/cms/seed/pictures'

// The seed reads its pictures from cms/seed/pictures instead of drawing them (a third of a second each).
describe('the demo pictures kept for the seed', () => {
  const kept = readdirSync(picturesDir)
  const needed = demoDrawings().map(pictureFile)

  it('are there for every drawing the seed makes, and only for those (else: npm run seed:pictures)', () => {
    expect(needed.filter((file) => !kept.includes(file))).toEqual([])
    expect(kept.filter((file) => !needed.includes(file))).toEqual([])
  })

  it('are the sizes the drawings have', async () => {
    for (const drawing of demoDrawings()) {
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(drawing.svg) ?? []
      const meta = await sharp(`${picturesDir}/${pictureFile(drawing)}`).metadata()
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
        width: Number(width),
        height: Number(height),
        format: drawing.format,
      })
    }
  })
})
