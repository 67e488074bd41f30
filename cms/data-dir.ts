import { mkdirSync } from 'node:fs'
import path from 'node:path'

/** Where the embedded database, the generated secret and uploads live. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), 'data'))
mkdirSync(dataDir, { recursive: true })
