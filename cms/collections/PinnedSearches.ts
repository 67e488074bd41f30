import { orderField, requiredText } from '../fields'
import { reference } from './factories'

/** Search terms editors pin to the "most searched" list. */
export const PinnedSearches = reference('pinned-searches', { title: 'term', sort: 'order', admin: { group: 'Search' } }, [
  requiredText('term', { unique: true }),
  orderField,
])
