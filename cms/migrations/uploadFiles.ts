import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from '../data-dir'

/**
 * Uploaded files live in one folder per upload collection under DATA_DIR
 * (`media`, `staff-portraits`): a migration that moves rows between upload
 * collections moves their files with these.
 */
const fileIn = (folder: string, filename: string) => path.join(dataDir, folder, path.basename(filename))

/** Copies each file that exists in `from` and is not yet in `to`. */
export function copyUploads(from: string, to: string, filenames: string[]): void {
  mkdirSync(path.join(dataDir, to), { recursive: true })
  for (const filename of filenames) {
    if (existsSync(fileIn(from, filename)) && !existsSync(fileIn(to, filename))) copyFileSync(fileIn(from, filename), fileIn(to, filename))
  }
}

export function removeUploads(folder: string, filenames: (string | null)[]): void {
  for (const filename of filenames) if (filename) rmSync(fileIn(folder, filename), { force: true })
}
