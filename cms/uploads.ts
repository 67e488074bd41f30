import type { Config } from 'payload'
import { z } from 'zod'

/**
 * Limits on every uploaded file, in bytes and (for images) in pixels, from
 * UPLOAD_MAX_MB and UPLOAD_MAX_MEGAPIXELS. A decompressed 16000 × 16000 image
 * needs about a gigabyte of memory to resize: the pixel limit keeps that out.
 */
const positive = (fallback: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().positive().finite().default(fallback))

const UploadEnv = z.object({ UPLOAD_MAX_MB: positive(10), UPLOAD_MAX_MEGAPIXELS: positive(40) })

export type UploadLimits = { megabytes: number; megapixels: number; maxBytes: number; maxPixels: number }

export function uploadLimitsFrom(env: Record<string, string | undefined>): UploadLimits {
  const parsed = UploadEnv.safeParse(env)
  if (!parsed.success)
    throw new Error(`UPLOAD_MAX_MB and UPLOAD_MAX_MEGAPIXELS must be positive numbers.\n${z.prettifyError(parsed.error)}`)
  const { UPLOAD_MAX_MB: megabytes, UPLOAD_MAX_MEGAPIXELS: megapixels } = parsed.data
  return { megabytes, megapixels, maxBytes: Math.floor(megabytes * 1024 * 1024), maxPixels: Math.floor(megapixels * 1_000_000) }
}

export const uploadLimits = uploadLimitsFrom(process.env)

export const fileTooLargeMessage = (limits: UploadLimits) =>
  `The file is larger than ${limits.megabytes} MB, the most an upload may be. Please make it smaller and try again.`

export const imageTooLargeMessage = (limits: UploadLimits, width: number, height: number) =>
  `The image is ${width} × ${height} pixels (${Math.round((width * height) / 100_000) / 10} megapixels); ` +
  `an upload may have at most ${limits.megapixels} megapixels. Please make it smaller and try again.`

/**
 * Payload's request parser stops reading a multipart upload at the byte limit
 * and answers 413 with this message: nothing of the file is kept.
 */
export const uploadRequestOptions: Config['upload'] = {
  limits: { fileSize: uploadLimits.maxBytes },
  abortOnLimit: true,
  responseOnLimit: fileTooLargeMessage(uploadLimits),
}
