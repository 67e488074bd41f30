import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'

/**
 * The home page's sections, in the order the home page has always shown them.
 * Values are stored, so they never change; labels are what editors read.
 * app/(site)/page.tsx renders one component per value.
 */
const homeSections = [
  { value: 'carousel', label: 'Pictures (carousel): the first beside the heading, the others under “In pictures”' },
  { value: 'highlights', label: 'Highlights' },
  { value: 'news', label: 'Latest news' },
  { value: 'research', label: 'Our research (research themes and highlight topics)' },
  { value: 'events', label: 'Upcoming events' },
  { value: 'press-releases', label: 'Press releases' },
  { value: 'in-the-news', label: 'In the news' },
  { value: 'achievements', label: 'The institute in figures (key figures)' },
  { value: 'testimonials', label: 'Voices (testimonials)' },
  { value: 'awards', label: 'Awards' },
  { value: 'map', label: 'Where we work (global markers)' },
  { value: 'partners', label: 'Partners and funders (collaborations, major and core donors)' },
]

/** What the home page shows and in which words. */
export const FrontPageSettings: GlobalConfig = {
  slug: 'front-page-settings',
  admin: { group: 'Administration' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'heroTitle', type: 'text', required: true, defaultValue: 'Research for healthier lives' },
    { name: 'heroSummary', type: 'textarea' },
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
      defaultValue: homeSections.map((section) => section.value),
      options: homeSections,
      admin: {
        description:
          'The home page’s sections from top to bottom: drag to reorder, remove one to hide it, add it back to show it again. ' +
          'The heading (title and summary above) always comes first; a section with nothing to show is left out.',
      },
    },
  ],
}
