import { isEditor } from '../access'
import { selectOptions, text } from '../fields'
import { inbox } from './factories'

/**
 * Newsletter subscribers. A sign-up is `pending` until its confirmation link
 * is followed (double opt-in); unsubscribing keeps the row so the address is
 * never mailed again without a new confirmation.
 */
export const Subscribers = inbox({
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'confirmedAt', 'updatedAt'],
    description: 'Export the list as CSV with the button above it.',
  },
  // Unlike the rest of the inbox, editors may change a subscriber (unsubscribe an address by hand, say).
  access: { update: isEditor },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    text('name', { maxLength: 200 }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      enumName: 'enum_subscribers_status',
      options: selectOptions({ pending: 'Waiting for confirmation', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' }),
    },
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
})
