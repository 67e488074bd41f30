/**
 * `npm run seed:pictures`: draws the seed's pictures that have no kept file
 * in cms/seed/pictures, and deletes the files no drawing uses any more. Run it
 * after changing a drawing (cms/seed/images.ts) or the people, leaders, staff
 * or organisations that get one; commit the files with the change.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { draw, pictureFile, picturesDir } from './images'
import { demoDrawings } from './pictures'

const drawings = new Map(demoDrawings().map((drawing) => [pictureFile(drawing), drawing]))
await mkdir(picturesDir, { recursive: true })
const kept = new Set(await readdir(picturesDir))

const missing = [...drawings].filter(([file]) => !kept.has(file))
const started = Date.now()
const queue = [...missing]
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, drawing] = next
      await writeFile(path.join(picturesDir, file), await draw(drawing))
    }
  }),
)
const unused = [...kept].filter((file) => !drawings.has(file))
for (const file of unused) await rm(path.join(picturesDir, file))
console.log(
  `seed pictures: ${drawings.size} in ${path.relative(process.cwd(), picturesDir)}: ` +
    `${missing.length} drawn (${((Date.now() - started) / 1000).toFixed(1)} s), ${unused.length} unused deleted`,
)
