import type { CollectionConfig } from 'payload'

import { link, orderField } from '../fields'
import { reference } from './factories'

export const CarouselImages: CollectionConfig = reference({
  slug: 'carousel-images',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'caption', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    link('url', false),
    orderField,
  ],
})
