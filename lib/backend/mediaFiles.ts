import type { Where } from 'payload'

import { Media } from '../../cms/collections/Media'
import { cms } from './cms'

/** The names of the resized copies the CMS makes of an image (thumbnail, card…). */
const sizeNames = typeof Media.upload === 'object' ? (Media.upload.imageSizes ?? []).flatMap((size) => (size.name ? [size.name] : [])) : []

/**
 * When an uploaded file last changed: its media document's last change (a
 * replaced file changes it), found by the file's name or one of its resized
 * copies' names; null for a file no document names (an upstream's).
 */
export async function mediaFileChanged(filename: string): Promise<Date | null> {
  const payload = await cms()
  const where: Where = {
    or: [{ filename: { equals: filename } }, ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } }))],
  }
  // Only the date, of a file the CMS has just served: read without the reader's rights, which list no media.
  const { docs } = await payload.find({ collection: 'media', where, depth: 0, limit: 1, overrideAccess: true, select: { updatedAt: true } })
  return docs[0] ? new Date(docs[0].updatedAt) : null
}
