import type { Access, CollectionConfig } from 'payload'

import { checkToken } from '../../lib/tokens'
import { isEditor } from '../access'
import { dataDir } from '../data-dir'
import { answerMissingFiles, editFilesInBucket } from '../media/files'
import { refuseDeletingUsedFiles } from '../media/usage'
import { refuseOversizeUploads } from '../media/oversize'

const folder = 'staff-portraits'

/**
 * A visitor who has just passed staff verification may load that one person's
 * portrait: the file address carries the same proof the result page was opened
 * with (`?proof=…`), for that employee ID, unexpired. The file only: the
 * collection is never listed or read by ID.
 */
const provenVisitor: Access = async ({ req, isReadingStaticFile }) => {
  if (!isReadingStaticFile) return false
  const proof = req.searchParams?.get('proof')
  const check = proof ? checkToken('staff-proof', proof) : undefined
  if (!check?.ok) return false
  const { docs } = await req.payload.find({
    collection: 'staff',
    where: { employeeId: { equals: check.subject }, status: { equals: 'active' } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const photo = docs[0]?.photo
  if (photo === null || photo === undefined) return false
  return { id: { equals: typeof photo === 'object' ? photo.id : photo } }
}

/**
 * Photos of the staff registry, kept apart from the public media library in a
 * folder of their own. Editors manage them; nobody else lists or reads them.
 */
export const StaffPortraits: CollectionConfig = {
  slug: 'staff-portraits',
  labels: { singular: 'Staff portrait', plural: 'Staff portraits' },
  admin: {
    group: 'Administration',
    description: 'Photos for the staff registry. Not public: shown only to a visitor who has just verified that member of staff.',
  },
  access: {
    read: async (args) => (isEditor(args) === true ? true : provenVisitor(args)),
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  // A portrait the registry uses is not deleted; a missing file answers 404 (to whoever may read it).
  hooks: { beforeOperation: [refuseOversizeUploads, editFilesInBucket(folder)], beforeDelete: [refuseDeletingUsedFiles] },
  upload: {
    staticDir: `${dataDir}/${folder}`,
    handlers: [answerMissingFiles(folder, { redirectFormerNames: false })],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // The verification page shows the photo small; a large original is never needed.
    resizeOptions: { width: 800, height: 800, fit: 'inside', withoutEnlargement: true },
    // Shown to one visitor after one check: never kept by a shared cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [],
}
