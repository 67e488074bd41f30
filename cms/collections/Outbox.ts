import type { CollectionConfig } from 'payload'

import { isAdmin, isEditor } from '../access'

/**
 * Every message the site sends. With SMTP configured it records the delivery;
 * without it the message waits here, readable by editors, instead of being lost.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    group: 'Inbox',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'Messages sent by the site. "Not sent" means SMTP is not configured: read them here.',
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      enumName: 'enum_outbox_status',
      options: [
        { label: 'Sent', value: 'sent' },
        { label: 'Not sent (no SMTP configured)', value: 'unsent' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'error', type: 'text' },
  ],
}
