import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { formatAdminURL } from 'payload/shared'

import type { FileHandler } from '../media/files'
import { mediaStorage, s3ClientConfig } from '../media/store'

/**
 * Upload collections whose files go to the bucket, each in a folder named
 * after it; CSV exports and imports too: one made on one server is downloaded
 * from another.
 */
const stored = ['media', 'staff-portraits', 'exports', 'imports'] as const

/**
 * Uploaded files in an S3-compatible bucket when the S3_* variables name one
 * (lib/mediaStorage.mjs), so that every server of the site reads and writes
 * the same files; else in DATA_DIR, as Payload keeps them by itself.
 *
 * - Each upload collection keeps its files under its own folder in the bucket,
 *   named as in DATA_DIR (`media/…`, `staff-portraits/…`): copying DATA_DIR's
 *   folders into the bucket moves a site's files there.
 * - Files are still served by the CMS at `/cms/api/{collection}/file/{name}`,
 *   through each collection's read access (portraits to a verified visitor
 *   only): never from the bucket's own address, nor by signed links, so
 *   visitors' browsers talk to this site only and `next/image` resizes them
 *   as it does files on disk. The addresses are the same as on disk (Payload's
 *   form, without the plugin's `?prefix=`, which `next/image` would refuse).
 * - The plugin's fields (`prefix`, `_objectKey`) are in the schema either way,
 *   so both kinds of storage share one set of migrations.
 */
/**
 * The plugin learns which folder a requested file is in from the file's
 * document, which it looks up with the visitor's access unless Payload's own
 * check found it already. Media files are public by their address but the
 * library cannot be listed, so for a visitor that lookup is refused (a 500).
 * Every file of a collection is in the collection's folder: the plugin is told.
 */
const inFolder =
  (handler: FileHandler, folder: string): FileHandler =>
  (req, args) => {
    const located = { id: args.params.filename, prefix: folder }
    return handler(req, { ...args, doc: args.doc ?? located })
  }

export const fileStorage: Plugin = async (config) => {
  const fileUrl = ({ collection, filename }: { collection: { slug: string }; filename: string }) =>
    formatAdminURL({
      apiRoute: config.routes?.api ?? '/api',
      path: `/${collection.slug}/file/${encodeURIComponent(filename)}`,
      serverURL: config.serverURL,
    })
  const withBucket = await s3Storage({
    enabled: mediaStorage.kind === 's3',
    alwaysInsertFields: true,
    bucket: mediaStorage.kind === 's3' ? mediaStorage.bucket : '',
    config: mediaStorage.kind === 's3' ? s3ClientConfig(mediaStorage) : {},
    collections: Object.fromEntries(stored.map((folder) => [folder, { prefix: folder, generateFileURL: fileUrl }])),
  })(config)
  const ownHandlers = (slug: string) => {
    const upload = config.collections?.find((collection) => collection.slug === slug)?.upload
    return typeof upload === 'object' ? (upload.handlers ?? []) : []
  }
  return {
    ...withBucket,
    collections: withBucket.collections?.map((collection) => {
      const folder = stored.find((slug) => slug === collection.slug)
      if (!folder || typeof collection.upload !== 'object' || !collection.upload.handlers) return collection
      // The collection's own handlers come first (cms/media/files.ts); the plugin's, added after them, serve from the bucket.
      const own = ownHandlers(folder)
      const handlers = collection.upload.handlers.map((handler) => (own.includes(handler) ? handler : inFolder(handler, folder)))
      return { ...collection, upload: { ...collection.upload, handlers } }
    }),
  }
}
