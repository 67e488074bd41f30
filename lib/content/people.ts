import type { ContentType } from './define'
import { joinText } from './define'

/** Researchers and staff with a public profile. */
export const person = {
  collection: 'people',
  label: 'People',
  url: ({ slug }) => `/people/${slug}`,
  route: { pattern: '/people/:slug', title: 'Profile' },
  sitemap: true,
  search: {
    entry: (d, text) => ({
      subtype: 'person',
      title: d.name,
      summary: d.position,
      date: null,
      body: joinText(d.position, d.summary, d.expertise?.join(', '), text(d.biography)),
    }),
  },
} satisfies ContentType<'people', 'slug'>
