import type { ContentType } from './define'
import { leaderGroupLabels, leaderGroups } from '../lib/contract/sections'

/** Members of the leadership team, the board and the advisory group: listed on their group's page. */
export const leader = {
  collection: 'leaders',
  url: ({ group }) => `/${group}`,
  sitemap: false,
} satisfies ContentType<'leaders', 'group'>

/** The group pages: /senior-leadership-team, /board-of-trustees, /scientific-advisory-group. */
export const leaderGroupRoutes = leaderGroups.map((group) => ({ pattern: leader.url({ group }), title: leaderGroupLabels[group] }))
