import type { CollectionConfig } from 'payload'

import { teaserFields } from '../fields'
import { reference } from './factories'

export const Highlights: CollectionConfig = reference({
  slug: 'highlights',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: teaserFields(),
})
