import type { GlobalConfig } from 'payload'

import { allHomeSections, homeSections } from '../../lib/schema/sections'
import { anyone, isEditor } from '../access'
import { requiredText, textarea } from '../fields'
import { frontPagePreview } from '../preview'

/** What the home page shows and in which words. */
export const FrontPageSettings: GlobalConfig = {
  slug: 'front-page-settings',
  admin: { group: 'Administration', livePreview: frontPagePreview, preview: (_doc, { req }) => frontPagePreview.url({ req }) },
  access: { read: anyone, update: isEditor, readVersions: isEditor },
  // Every save is kept, to compare and restore; no drafts: the home page shows what was saved last.
  versions: { max: 50 },
  fields: [
    requiredText('heroTitle', { defaultValue: 'Research for healthier lives' }),
    textarea('heroSummary'),
    {
      name: 'newsCount',
      type: 'number',
      defaultValue: 4,
      min: 1,
      max: 12,
      admin: { description: 'How many stories “Latest news” shows.' },
    },
    {
      name: 'eventsCount',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: { description: 'How many events “Upcoming events” shows.' },
    },
    {
      name: 'sections',
      type: 'select',
      hasMany: true,
      defaultValue: allHomeSections,
      options: [...homeSections],
      admin: {
        description:
          'The home page’s sections from top to bottom: drag to reorder, remove one to hide it, add it back to show it again. ' +
          'The heading (title and summary above) always comes first; a section with nothing to show is left out.',
      },
    },
  ],
}
