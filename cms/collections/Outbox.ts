import type { CollectionConfig } from 'payload'

import { selectOptions } from '../fields'
import { inbox } from './factories'

/**
 * Every message the site sends. With SMTP configured it records the delivery;
 * without it the message waits here, readable by editors, instead of being lost.
 */
export const Outbox: CollectionConfig = inbox({
  slug: 'outbox',
  labels: { singular: 'Outgoing message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'Messages sent by the site. "Not sent" means SMTP is not configured: read them here.',
  },
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
      options: selectOptions({ sent: 'Sent', unsent: 'Not sent (no SMTP configured)', failed: 'Failed' }),
    },
    { name: 'error', type: 'text' },
  ],
})
