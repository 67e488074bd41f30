import { teaserFields } from '../fields'
import { reference } from './factories'

/** Cards that lead to what the institute wants seen first, in the home page's Highlights. */
export const Highlights = reference('highlights', { title: 'title', sort: 'order' }, teaserFields())
