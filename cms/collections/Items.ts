import { teaserFields } from '../fields'
import { reference } from './factories'

/** Short feature cards (research themes) for the home page. */
export const Items = reference(
  'items',
  { title: 'title', sort: 'order', labels: { singular: 'Research theme', plural: 'Research themes' } },
  teaserFields(),
)
