import { z } from 'zod'

import { searchTypeValues, searchTypes } from '../../content'
import { defaults, pageParam, perPageParam, searchParam } from '../schema/params'

/** What site search looks through, and the filter by content type: the searchable types of the registry. */
export { searchTypes, searchTypeLabels, type SearchType } from '../../content'

export const SearchQuery = z.object({
  query: searchParam.optional().transform((v) => v ?? ''),
  type: z.enum(searchTypeValues, `type must be one of: ${searchTypes.join(', ')}`).optional(),
  page: pageParam.optional().transform((v) => v ?? defaults.page),
  perPage: perPageParam.optional().transform((v) => v ?? 10),
})
export type SearchQuery = z.output<typeof SearchQuery>
