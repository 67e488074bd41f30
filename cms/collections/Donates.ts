import { teaserFields } from '../fields'
import { reference } from './factories'

/** Ways to support the institute. */
export const Donates = reference(
  'donates',
  { title: 'title', sort: 'order', labels: { singular: 'Way to give', plural: 'Ways to give' } },
  teaserFields(),
)
