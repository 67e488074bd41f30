import { describe, expect, it } from 'vitest'

import { mediaStorageFrom } from '@/lib/mediaStorage.mjs'

const complete = {
  S3_BUCKET: 'institute-media',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'key id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('where uploaded files are kept, from the environment', () => {
  it('in DATA_DIR when no S3_ variable is set (empty ones count as unset)', () => {
    expect(mediaStorageFrom({})).toEqual({ kind: 'disk' })
    expect(mediaStorageFrom({ S3_BUCKET: '', S3_ENDPOINT: ' ' })).toEqual({ kind: 'disk' })
  })

  it('in the bucket when bucket, region and keys are set; endpoint and path style for other S3-compatible stores', () => {
    expect(mediaStorageFrom(complete)).toEqual({
      kind: 's3',
      bucket: 'institute-media',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'key id',
      secretAccessKey: 'secret',
    })
    expect(mediaStorageFrom({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
  })

  it('a half-configured set is refused, naming what is missing', () => {
    expect(() => mediaStorageFrom({ S3_BUCKET: 'institute-media' })).toThrow(
      'S3_BUCKET is set but S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
    )
    expect(() => mediaStorageFrom({ ...complete, S3_SECRET_ACCESS_KEY: '' })).toThrow(/but S3_SECRET_ACCESS_KEY is not\./)
    expect(() => mediaStorageFrom({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
    )
  })

  it('an endpoint that is not an http(s) address, or a path style other than true/false, is refused', () => {
    expect(() => mediaStorageFrom({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => mediaStorageFrom({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
  })
})
