import { type ContentType, indexEntry, pageAt } from './define'

/** Researchers and staff with a public profile. */
export const person = {
  collection: 'people',
  ...pageAt('/people', 'Profile'),
  linkable: true,
  search: {
    label: 'People',
    rowid: 3,
    entry: (d, text) => indexEntry('person', d.name, d.position, null, [d.position, d.summary, d.expertise?.join(', '), text(d.biography)]),
  },
  listings: [
    {
      path: '/our-researchers',
      title: 'Our researchers',
      intro: 'The scientists, clinicians and analysts behind our research.',
      kind: 'person',
      source: { endpoint: 'peoples', params: {} },
      perPage: 12,
      searchLabel: 'Search by name, position or expertise',
      filters: ['division', 'expertise'],
    },
  ],
} as const satisfies ContentType<'people', 'slug'>
