import { isEditor } from '../access'
import { newsletterTags, selectOptions, text } from '../fields'
import { inbox } from './factories'
import { subscribersCsvEndpoint } from '../subscribersCsv'
import { topicOptions } from '../../lib/schema/newsletterTopics'

/**
 * Newsletter subscribers. A sign-up is `pending` until its confirmation link
 * is followed (double opt-in); unsubscribing keeps the row so the address is
 * never mailed again without a new confirmation; so does a permanent failure
 * while sending a newsletter (`bounced`).
 */
export const Subscribers = inbox({
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'topics', 'confirmedAt', 'updatedAt'],
    description: 'Administrators download the list as CSV, all of it or by topic, with the buttons above it.',
    components: { beforeListTable: ['/cms/admin/SubscribersExport#SubscribersExport'] },
  },
  // Unlike the rest of the inbox, editors may change a subscriber (unsubscribe an address by hand, say).
  access: { update: isEditor },
  endpoints: [subscribersCsvEndpoint],
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
      options: selectOptions({
        pending: 'Waiting for confirmation',
        subscribed: 'Subscribed',
        unsubscribed: 'Unsubscribed',
        bounced: 'Address refused by its mail server',
      }),
    },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      options: topicOptions,
      enumName: 'enum_subscribers_topics',
      admin: { description: 'What this address receives; none recorded means every topic.' },
    },
    ...newsletterTags('This address also receives every issue about'),
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    // A permanent failure (a 5xx answer) for this address while sending a newsletter: nothing more goes to it.
    { name: 'bouncedAt', type: 'date', admin: { readOnly: true } },
    text('bounceReason', { admin: { readOnly: true } }),
  ],
})
