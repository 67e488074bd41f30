import { copyFile, mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import { type BucketStorage, mediaStorageFrom } from '../../lib/mediaStorage.mjs'
import { dataDir } from '../data-dir'

/** DATA_DIR, or the S3-compatible bucket the S3_* variables name (lib/mediaStorage.mjs). */
export const mediaStorage = mediaStorageFrom(process.env)

/**
 * The bucket's client settings, shared by the storage plugin (cms/plugins/storage.ts) and the store below.
 * The SDK's newer default checksums (CRC32 headers, chunked bodies with trailers) are sent only where
 * S3 requires them: several S3-compatible stores refuse them.
 */
export const s3ClientConfig = (bucket: BucketStorage): S3ClientConfig => ({
  region: bucket.region,
  endpoint: bucket.endpoint,
  forcePathStyle: bucket.forcePathStyle,
  credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

/**
 * Uploaded files as the CMS's own hooks reach them (Payload and the storage
 * plugin write and delete them): one folder per upload collection, in DATA_DIR
 * on this server or as a key prefix in the bucket. A file is named by its
 * folder and name, `['media', 'photo.jpg']`.
 */
export type FileStore = {
  exists(location: string[]): Promise<boolean>
  /** The file's bytes, or undefined when there is no such file. */
  read(location: string[]): Promise<Buffer | undefined>
  copy(from: string[], to: string[]): Promise<void>
}

const onDisk: FileStore = {
  exists: (location) =>
    stat(path.join(dataDir, ...location)).then(
      (s) => s.isFile(),
      () => false,
    ),
  read: (location) => readFile(path.join(dataDir, ...location)).catch(() => undefined),
  async copy(from, to) {
    const target = path.join(dataDir, ...to)
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(path.join(dataDir, ...from), target)
  },
}

function inBucket(storage: BucketStorage): FileStore {
  let client: S3Client | undefined
  const s3 = () => (client ??= new S3Client(s3ClientConfig(storage)))
  const Bucket = storage.bucket
  const key = (location: string[]) => location.join('/')
  return {
    exists: (location) =>
      s3()
        .send(new HeadObjectCommand({ Bucket, Key: key(location) }))
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof NotFound) return false
            throw error
          },
        ),
    async read(location) {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket, Key: key(location) }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        throw error
      }
    },
    async copy(from, to) {
      // The source is `bucket/key`, each segment URL-encoded (file names may hold spaces and other characters).
      const source = [Bucket, ...from].map(encodeURIComponent).join('/')
      await s3().send(new CopyObjectCommand({ Bucket, CopySource: source, Key: key(to) }))
    },
  }
}

export const fileStore: FileStore = mediaStorage.kind === 's3' ? inBucket(mediaStorage) : onDisk
