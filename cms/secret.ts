import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from './data-dir'

/**
 * The CMS secret signs sessions. Taken from PAYLOAD_SECRET, or generated once
 * into data/secret on first start so a fresh clone needs no set-up.
 */
export function cmsSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'secret')
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}
