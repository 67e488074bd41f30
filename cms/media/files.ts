import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import { fileStore, mediaStorage } from './store'

/**
 * What happens to a stored file when an editor replaces it or crops it.
 *
 * Payload writes a cropped image over the original (same name) and deletes
 * the old files when a new one is uploaded. Here, before either happens, the
 * original is copied to `media-originals/<id>/` in DATA_DIR or in the bucket
 * (outside the public folder: a withdrawn picture is not served by a guessable
 * address), and the names the document's files had are kept on the document,
 * so that an old address (a page cached before the change, a link in a
 * newsletter) is redirected to the current file instead of failing.
 */

export const originalsFolder = 'media-originals'

/** Former file names, one per line: `<size>:<filename>`, the size empty for the original itself. */
export const formerFilesField: Field = {
  name: 'formerFiles',
  type: 'textarea',
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
}

type FileDoc = TypeWithID & {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null; url?: string | null; mimeType?: string | null } | undefined> | null
  mimeType?: string | null
  url?: string | null
  formerFiles?: string | null
}

/** Whether this update writes the document's files anew: a new upload, a crop, a resize or a new focal point. */
function rewritesFiles(req: PayloadRequest) {
  if (req.file) return true
  const edits = req.query?.uploadEdits
  return typeof edits === 'object' && edits !== null && Object.keys(edits).length > 0
}

/** The document an update rewrites the files of, when it does. */
async function docWhoseFilesChange({ args, operation, req }: Parameters<CollectionBeforeOperationHook>[0]) {
  const id = 'id' in args ? (args.id as number | string | undefined) : undefined
  if (operation !== 'update' || !rewritesFiles(req) || id === undefined) return undefined
  const doc = (await req.payload.findByID({
    collection: args.collection.config.slug as CollectionSlug,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })) as FileDoc | null
  return doc?.filename ? { ...doc, filename: doc.filename } : undefined
}

/** Keeps the original file (from the collection's `folder`) before an update replaces or crops it. */
export const keepOriginals =
  (folder: string): CollectionBeforeOperationHook =>
  async (hook) => {
    const doc = await docWhoseFilesChange(hook)
    if (!doc || !(await fileStore.exists([folder, doc.filename]))) return hook.args
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await fileStore.copy([folder, doc.filename], [originalsFolder, String(doc.id), `${stamp}-${doc.filename}`])
    return hook.args
  }

/**
 * A crop or a new focal point re-cuts the stored file. Payload reads it from
 * disk, but a file in the bucket it would fetch over HTTP from the site's own
 * public address (which the server may not reach, and which Payload refuses
 * when it is a private one): it is given the file from the bucket instead, to
 * write back under the same name, as on disk.
 */
export const editFilesInBucket =
  (folder: string): CollectionBeforeOperationHook =>
  async (hook) => {
    const { args, req } = hook
    if (mediaStorage.kind !== 's3' || req.file) return args
    const doc = await docWhoseFilesChange(hook)
    const bytes = doc && (await fileStore.read([folder, doc.filename]))
    if (!doc || !bytes) return args
    req.file = { data: bytes, mimetype: doc.mimeType ?? 'application/octet-stream', name: doc.filename, size: bytes.length }
    return { ...args, overwriteExistingFiles: true }
  }

const filesOf = (doc: FileDoc) => [
  ...(doc.filename ? [`:${doc.filename}`] : []),
  ...Object.entries(doc.sizes ?? {}).flatMap(([size, value]) => (value?.filename ? [`${size}:${value.filename}`] : [])),
]

/** When a document's file names change (a replacement), remembers the old ones. */
export const rememberFormerFiles: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc?.filename || !data.filename || data.filename === originalDoc.filename) return data
  const former = new Set([...(originalDoc.formerFiles ?? '').split('\n').filter(Boolean), ...filesOf(originalDoc)])
  return { ...data, formerFiles: [...former].join('\n') }
}

const notFound = () => Response.json({ errors: [{ message: 'The file was not found.' }] }, { status: 404 })

/**
 * A file address whose file is not stored: a former name of a document's
 * file is redirected to the current one (302: it may change again); anything
 * else is 404 — Payload answers 500 there.
 */
export type FileHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

export const answerMissingFiles = (folder: string, { redirectFormerNames }: { redirectFormerNames: boolean }): FileHandler =>
  (async (req: PayloadRequest, { params }: { params: { collection: string; filename: string } }): Promise<Response | undefined> => {
    const { filename, collection } = params
    if (!filename || filename.includes('/') || filename.includes('\\')) return notFound()
    if (await fileStore.exists([folder, filename])) return undefined // Payload (or the storage plugin) serves it
    if (!redirectFormerNames) return notFound()
    const { docs } = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { formerFiles: { contains: filename } },
      depth: 0,
      limit: 20,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as FileDoc[]) {
      const entry = (doc.formerFiles ?? '').split('\n').find((line) => line.slice(line.indexOf(':') + 1) === filename)
      if (!entry) continue
      const size = entry.slice(0, entry.indexOf(':'))
      const current = (size && doc.sizes?.[size]?.filename ? doc.sizes[size] : doc) as {
        filename?: string | null
        url?: string | null
        mimeType?: string | null
      }
      if (!current.filename || !current.url) continue
      // next/image fetches a page's image inside the server, with no headers at all (not even Host, which
      // every HTTP/1.1 client sends), and fails with a 500 on a redirect: it gets the current file itself.
      if (!req.headers.get('host')) {
        const bytes = await fileStore.read([folder, current.filename])
        if (bytes)
          return new Response(new Uint8Array(bytes), {
            status: 200,
            headers: { 'Content-Type': current.mimeType ?? 'application/octet-stream', 'Content-Location': current.url },
          })
      }
      return new Response(null, { status: 302, headers: { Location: current.url, 'Cache-Control': 'public, max-age=300' } })
    }
    return notFound()
  }) as unknown as FileHandler
