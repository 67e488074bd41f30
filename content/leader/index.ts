import { z } from 'zod'

import { NoQuery, get, list } from '../../lib/schema/define'
import { SlugParams } from '../../lib/schema/params'
import { leaderGroupLabels, leaderGroups } from '../../lib/schema/sections'
import type { ContentType } from '../define'
import { Image, id } from '../records'

export const Leader = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  group: z.enum(leaderGroups),
  photo: Image.nullable(),
  biography: z.string(),
  profileUrl: z.string().nullable(),
  order: z.number(),
})
export type Leader = z.infer<typeof Leader>

/** Members of the leadership team, the board and the advisory group: listed on their group's page. */
export const leader = {
  collection: 'leaders',
  url: ({ group }) => `/${group}`,
  sitemap: false,
  endpoints: {
    leaders: get('/api/leaders/:slug', list(Leader), SlugParams, NoQuery),
  },
} as const satisfies ContentType<'leaders', 'group'>

/** The group pages: /senior-leadership-team, /board-of-trustees, /scientific-advisory-group. */
export const leaderGroupRoutes = leaderGroups.map((group) => ({ pattern: leader.url({ group }), title: leaderGroupLabels[group] }))
