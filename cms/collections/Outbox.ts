import { requiredText, selectOptions, text, textarea } from '../fields'
import { inbox } from './factories'

/**
 * Every message the site sends. With SMTP configured it records the delivery;
 * without it the message waits here, readable by editors, instead of being lost.
 */
export const Outbox = inbox({
  slug: 'outbox',
  labels: { singular: 'Outgoing message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'Messages sent by the site. "Not sent" means SMTP is not configured: read them here.',
  },
  fields: [
    requiredText('to', { index: true }),
    requiredText('subject'),
    textarea('text', { required: true }),
    text('replyTo'),
    {
      name: 'status',
      type: 'select',
      required: true,
      enumName: 'enum_outbox_status',
      options: selectOptions({ sent: 'Sent', unsent: 'Not sent (no SMTP configured)', failed: 'Failed' }),
    },
    text('error'),
  ],
})
