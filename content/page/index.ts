import { z } from 'zod'

import { NoQuery, get } from '../../lib/schema/define'
import { SlugParams } from '../../lib/schema/params'
import { type ContentType, indexEntry, pageAt } from '../define'
import { Image, PublicForm, id, isoDate, meta } from '../records'

export const Article = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: Image.nullable(),
  body: z.string(),
  /** The form an editor placed on the page, if any; optional for other upstreams. */
  form: PublicForm.nullable().default(null),
  updatedAt: isoDate,
  meta,
})
export type Article = z.infer<typeof Article>

/** General pages (about us, careers…) at /{slug}: the catch-all, matched after every other route. */
export const page = {
  collection: 'pages',
  ...pageAt('', ''),
  linkable: true,
  search: { label: 'Pages', rowid: 6, entry: (d, text) => indexEntry('page', d.title, d.summary, null, [d.summary, text(d.body)]) },
  endpoints: {
    article: get('/api/articles/:slug', z.object({ article: Article }), SlugParams, NoQuery),
  },
} as const satisfies ContentType<'pages', 'slug'>
