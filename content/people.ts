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
} satisfies ContentType<'people', 'slug'>
