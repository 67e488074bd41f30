import type { CollectionConfig } from 'payload'

import { slugField } from '../fields'
import { editorial } from './factories'

export const Events: CollectionConfig = editorial({
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'venue', '_status'] },
  defaultSort: '-startsAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    slugField(),
    { name: 'startsAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string } }) =>
        !value || !siblingData.startsAt || new Date(value as string) >= new Date(siblingData.startsAt)
          ? true
          : 'The end must not be before the start.',
    },
    { name: 'venue', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'online', type: 'checkbox', defaultValue: false },
    { name: 'registrationUrl', type: 'text' },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText' },
    { name: 'division', type: 'relationship', relationTo: 'divisions' },
    { name: 'speakers', type: 'relationship', relationTo: 'people', hasMany: true },
  ],
})
