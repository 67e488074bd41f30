import type { CollectionConfig } from 'payload'

import { teaserFields } from '../fields'
import { reference } from './factories'

/** Ways to support the institute. */
export const Donates: CollectionConfig = reference({
  slug: 'donates',
  labels: { singular: 'Way to give', plural: 'Ways to give' },
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: teaserFields(),
})
