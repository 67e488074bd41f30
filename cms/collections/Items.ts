import type { CollectionConfig } from 'payload'

import { teaserFields } from '../fields'
import { reference } from './factories'

/** Short feature cards (research themes) for the home page. */
export const Items: CollectionConfig = reference({
  slug: 'items',
  labels: { singular: 'Research theme', plural: 'Research themes' },
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: teaserFields(),
})
