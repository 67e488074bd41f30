import type { Block } from 'payload'

import { parseVideoUrl } from '../../lib/video.mjs'

/**
 * A YouTube or Vimeo video in a body (the rich text's "Video" block). The site shows the site's own preview
 * (the poster from the library, or a plain placeholder, with the title and a link) and loads the provider's
 * player only when the visitor presses play: lib/video.mjs.
 */
export const videoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      label: 'Address of the video',
      admin: { description: 'A YouTube or Vimeo address, as copied from the browser (for example https://www.youtube.com/watch?v=…).' },
      validate: (value: unknown) =>
        typeof value === 'string' && parseVideoUrl(value)
          ? true
          : 'Paste the address of a YouTube or Vimeo video (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…).',
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      label: 'Title',
      admin: { description: 'Shown on the preview and read out to screen reader users.' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: 'Preview image',
      admin: {
        description: 'Optional: an image from the library shown until the visitor plays the video. Without one, a plain placeholder.',
      },
    },
  ],
}
