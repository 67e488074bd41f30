import { describe, expect, it } from 'vitest'

import { fileTooLargeMessage, imageTooLargeMessage, uploadLimitsFrom } from '@/cms/uploads'

describe('upload limits from the environment', () => {
  it('default to 10 MB and 40 megapixels', () => {
    expect(uploadLimitsFrom({})).toEqual({ megabytes: 10, megapixels: 40, maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 })
    expect(uploadLimitsFrom({ UPLOAD_MAX_MB: '', UPLOAD_MAX_MEGAPIXELS: '' }).maxBytes).toBe(10 * 1024 * 1024)
  })

  it('are read from UPLOAD_MAX_MB and UPLOAD_MAX_MEGAPIXELS', () => {
    expect(uploadLimitsFrom({ UPLOAD_MAX_MB: '2.5', UPLOAD_MAX_MEGAPIXELS: '12' })).toEqual({
      megabytes: 2.5,
      megapixels: 12,
      maxBytes: 2.5 * 1024 * 1024,
      maxPixels: 12_000_000,
    })
  })

  it('refuse values that are not positive numbers, naming the variable', () => {
    for (const env of [
      { UPLOAD_MAX_MB: 'ten' },
      { UPLOAD_MAX_MB: '0' },
      { UPLOAD_MAX_MEGAPIXELS: '-4' },
      { UPLOAD_MAX_MEGAPIXELS: 'Infinity' },
    ]) {
      expect(() => uploadLimitsFrom(env), JSON.stringify(env)).toThrow(new RegExp(Object.keys(env)[0]))
    }
  })

  it('say in words what was too large and what is allowed', () => {
    const limits = uploadLimitsFrom({})
    expect(fileTooLargeMessage(limits)).toBe(
      'The file is larger than 10 MB, the most an upload may be. Please make it smaller and try again.',
    )
    expect(imageTooLargeMessage(limits, 16000, 16000)).toMatch(
      /^The image is 16000 × 16000 pixels \(256 megapixels\); an upload may have at most 40 megapixels/,
    )
  })
})
