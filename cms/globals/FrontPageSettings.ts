import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'

/** What the home page shows and in which words. */
export const FrontPageSettings: GlobalConfig = {
  slug: 'front-page-settings',
  admin: { group: 'Administration' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'heroTitle', type: 'text', required: true, defaultValue: 'Research for healthier lives' },
    { name: 'heroSummary', type: 'textarea' },
    { name: 'newsCount', type: 'number', defaultValue: 4, min: 1, max: 12 },
    { name: 'eventsCount', type: 'number', defaultValue: 3, min: 1, max: 12 },
    {
      name: 'sections',
      type: 'select',
      hasMany: true,
      defaultValue: ['carousel', 'highlights', 'news', 'events', 'achievements', 'testimonials', 'partners'],
      options: ['carousel', 'highlights', 'news', 'events', 'achievements', 'awards', 'testimonials', 'partners', 'map'],
    },
  ],
}
