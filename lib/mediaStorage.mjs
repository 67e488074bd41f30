// @ts-check
import { z } from 'zod'

/**
 * Where uploaded files (media, staff portraits, CSV imports and exports) are
 * kept: in DATA_DIR on this server (the default), or in an S3-compatible
 * bucket when S3_BUCKET is set, so that every server of a site sees every
 * file. Read once here, for the server's start (server.mjs refuses to start on
 * a half-configured set) and for the CMS (cms/plugins/storage.ts).
 *
 * @typedef {{ kind: 'disk' }} DiskStorage
 * @typedef {{
 *   kind: 's3'
 *   bucket: string
 *   region: string
 *   endpoint: string | undefined
 *   forcePathStyle: boolean
 *   accessKeyId: string
 *   secretAccessKey: string
 * }} BucketStorage
 * @typedef {DiskStorage | BucketStorage} MediaStorage
 */

/** Needed together: one without the others is a mistake, never a choice. */
const requiredVariables = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

/** An empty value counts as unset. */
const unsetIfEmpty = (/** @type {unknown} */ value) => (value === '' ? undefined : value)
const text = z.preprocess(unsetIfEmpty, z.string().trim().min(1))

const S3Env = z.object({
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  // Another store than AWS S3 (MinIO, Ceph, Garage, a provider's S3 service): its address.
  S3_ENDPOINT: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// address.' }).optional(),
  ),
  // Bucket in the path (https://host/bucket/key) rather than in the host name (https://bucket.host/key).
  S3_FORCE_PATH_STYLE: z.preprocess(
    unsetIfEmpty,
    z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false.' }).optional(),
  ),
})

const s3Variables = Object.keys(S3Env.shape)

/**
 * @param {Record<string, string | undefined>} env
 * @returns {MediaStorage}
 */
export function mediaStorageFrom(env) {
  const given = s3Variables.filter((name) => (env[name] ?? '').trim() !== '')
  if (given.length === 0) return { kind: 'disk' }
  const missing = requiredVariables.filter((name) => !given.includes(name))
  if (missing.length > 0)
    throw new Error(
      `Media storage: ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set but ${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not. ` +
        `Set ${listed(requiredVariables)} to keep uploaded files in an S3-compatible bucket, or none of the S3_ variables to keep them in DATA_DIR.`,
    )
  const parsed = S3Env.safeParse(env)
  if (!parsed.success) throw new Error(`Media storage: the S3 settings are not valid.\n${z.prettifyError(parsed.error)}`)
  const { data } = parsed
  return {
    kind: 's3',
    bucket: data.S3_BUCKET,
    region: data.S3_REGION,
    endpoint: data.S3_ENDPOINT,
    forcePathStyle: data.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: data.S3_ACCESS_KEY_ID,
    secretAccessKey: data.S3_SECRET_ACCESS_KEY,
  }
}

/** @param {string[]} names */
const listed = (names) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`)
