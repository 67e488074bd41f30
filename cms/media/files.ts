import { copyFile, mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import { dataDir } from '../data-dir'

/**
 * What happens to a file on disk when an editor replaces it or crops it.
 *
 * Payload writes a cropped image over the original (same name) and deletes
 * the old files when a new one is uploaded. Here, before either happens, the
 * original is copied to `DATA_DIR/media-originals/<id>/` (outside the public
 * folder: a withdrawn picture is not served by a guessable address), and the
 * names the document's files had are kept on the document, so that an old
 * address (a page cached before the change, a link in a newsletter) is
 * redirected to the current file instead of failing.
 */

export const originalsDir = path.join(dataDir, 'media-originals')

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

const exists = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  )

/** Whether this update writes the document's files anew: a new upload, a crop, a resize or a new focal point. */
function rewritesFiles(req: PayloadRequest) {
  if (req.file) return true
  const edits = req.query?.uploadEdits
  return typeof edits === 'object' && edits !== null && Object.keys(edits).length > 0
}

/** Keeps the original file before an update replaces or crops it. */
export const keepOriginals =
  (staticDir: string): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const id = 'id' in args ? (args.id as number | string | undefined) : undefined
    if (operation !== 'update' || !rewritesFiles(req) || id === undefined) return args
    const doc = (await req.payload.findByID({
      collection: args.collection.config.slug as CollectionSlug,
      id,
      depth: 0,
      overrideAccess: true,
      req,
    })) as FileDoc | null
    if (!doc?.filename) return args
    const source = path.join(staticDir, doc.filename)
    if (!(await exists(source))) return args
    const folder = path.join(originalsDir, String(doc.id))
    await mkdir(folder, { recursive: true })
    await copyFile(source, path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${doc.filename}`))
    return args
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
 * A file address whose file is not on disk: a former name of a document's
 * file is redirected to the current one (302: it may change again); anything
 * else is 404 — Payload answers 500 there.
 */
type FileHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

export const answerMissingFiles = (staticDir: string, { redirectFormerNames }: { redirectFormerNames: boolean }): FileHandler =>
  (async (req: PayloadRequest, { params }: { params: { collection: string; filename: string } }): Promise<Response | undefined> => {
    const { filename, collection } = params
    if (!filename || filename.includes('/') || filename.includes('\\')) return notFound()
    if (await exists(path.join(staticDir, filename))) return undefined // Payload serves it
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
        const bytes = await readFile(path.join(staticDir, current.filename)).catch(() => undefined)
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
