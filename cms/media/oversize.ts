import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { fileTooLargeMessage, imageTooLargeMessage, uploadLimits } from '../uploads'

/**
 * Refuses an oversize file before Payload processes or stores anything. It
 * also holds where no multipart parser is involved (the Local API: seed,
 * scripts). Pixels are read from the image's header, without decoding it.
 */
export const refuseOversizeUploads: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  if (file.size > uploadLimits.maxBytes) throw new APIError(fileTooLargeMessage(uploadLimits), 413, undefined, true)
  const input = file.data?.length ? file.data : file.tempFilePath
  if (!input) return
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = await sharp(input).metadata())
  } catch {
    return // not an image: Payload checks the file's type itself
  }
  if (width && height && width * height > uploadLimits.maxPixels)
    throw new APIError(imageTooLargeMessage(uploadLimits, width, height), 413, undefined, true)
}
