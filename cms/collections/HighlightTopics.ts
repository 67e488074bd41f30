import type { CollectionConfig } from 'payload'

import { teaserFields } from '../fields'
import { reference } from './factories'

export const HighlightTopics: CollectionConfig = reference({
  slug: 'highlight-topics',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: teaserFields({ slug: true }),
})
