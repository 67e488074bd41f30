import { type ContentType, indexEntry, pageAt } from './define'

/** General pages (about us, careers…) at /{slug}: the catch-all, matched after every other route. */
export const page = {
  collection: 'pages',
  ...pageAt('', ''),
  linkable: true,
  search: { label: 'Pages', rowid: 6, entry: (d, text) => indexEntry('page', d.title, d.summary, null, [d.summary, text(d.body)]) },
} satisfies ContentType<'pages', 'slug'>
