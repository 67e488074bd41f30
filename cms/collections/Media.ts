import type { CollectionConfig } from 'payload'

import { dataDir } from '../data-dir'
import { isContributor, isEditor, isSiteRead, isStaff } from '../access'
import { text } from '../fields'
import { answerMissingFiles, editFilesInBucket, formerFilesField, keepOriginals, rememberFormerFiles } from '../media/files'
import { refuseDeletingUsedFiles } from '../media/usage'
import { refuseOversizeUploads } from '../media/oversize'

const folder = 'media'

/**
 * Images and documents. Images are resized with sharp on upload.
 *
 * A file is public by its address (the pages and next/image load it), but the
 * library is not: an image uploaded for a story still in draft must not be
 * found by listing. Editors list it; the site's backend reaches an image only
 * through the published document that shows it.
 *
 * A file that a document uses cannot be deleted (the refusal names the
 * documents). Replacing or cropping a file keeps the original (see
 * cms/media/files.ts); an old address redirects to the current file, and an
 * address without a file answers 404. Files live in DATA_DIR/media, or under
 * media/ in the S3 bucket (cms/plugins/storage.ts), served from the same
 * addresses either way.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: ({ req, isReadingStaticFile }) => isReadingStaticFile === true || isSiteRead(req) || isStaff(req),
    // Contributors add the pictures of their stories; changing or deleting the library is for editors.
    create: isContributor,
    update: isEditor,
    delete: isEditor,
  },
  hooks: {
    beforeOperation: [refuseOversizeUploads, keepOriginals(folder), editFilesInBucket(folder)],
    beforeChange: [rememberFormerFiles],
    beforeDelete: [refuseDeletingUsedFiles],
  },
  upload: {
    staticDir: `${dataDir}/${folder}`,
    handlers: [answerMissingFiles(folder, { redirectFormerNames: true })],
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: 500, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    // Required, unless the image is marked decorative: then the site gives it an empty alt="" and screen readers pass it by.
    text('alt', {
      label: 'Alternative text',
      admin: {
        description: 'Describe the image for people who cannot see it. For documents, the title.',
        condition: (_data, siblingData) => !siblingData?.decorative,
      },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ decorative: boolean | null }> }) =>
        siblingData?.decorative || (typeof value === 'string' && value.trim())
          ? true
          : 'Describe the image for people who cannot see it, or tick “Decorative”.',
      hooks: { beforeChange: [({ value, siblingData }) => (siblingData?.decorative ? '' : value)] },
    }),
    {
      name: 'decorative',
      type: 'checkbox',
      label: 'Decorative',
      defaultValue: false,
      admin: {
        description:
          'Tick for an image that adds nothing for someone who cannot see it (a pattern, a flourish). It is then shown with an empty alternative text.',
      },
    },
    text('credit'),
    formerFilesField,
  ],
}
