import type { CollectionConfig } from 'payload'

import { isAdmin, isEditor } from '../access'

/**
 * Newsletter subscribers. A sign-up is `pending` until its confirmation link
 * is followed (double opt-in); unsubscribing keeps the row so the address is
 * never mailed again without a new confirmation.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    group: 'Inbox',
    defaultColumns: ['email', 'name', 'status', 'confirmedAt', 'updatedAt'],
    description: 'Export the list as CSV with the button above it.',
  },
  access: { read: isEditor, create: () => false, update: isEditor, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'name', type: 'text', maxLength: 200 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      enumName: 'enum_subscribers_status',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
}
