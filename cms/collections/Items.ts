import { teaserFields } from '../fields'
import { reference } from './factories'

/** Short feature cards for the home page (its research highlights); the research themes themselves are a content type. */
export const Items = reference(
  'items',
  { title: 'title', sort: 'order', labels: { singular: 'Home page feature', plural: 'Home page features' } },
  teaserFields(),
)
