import type { Metadata } from 'next'

import { type FieldSpec, SubmitForm } from '@/components/SubmitForm'
import { routeMetadata } from '@/lib/seo/metadata'
import { newsletterTags, newsletterTopics, topicField, topicIds } from '@/lib/schema/newsletterTopics'

import { newsletterTagLists } from './tags'

export const metadata: Metadata = routeMetadata('/subscribe')

export default async function SubscribePage() {
  const tags = await newsletterTagLists()
  const tagFields: FieldSpec[] = tags.map(({ tag, hint, options }) => ({
    name: tag,
    label: newsletterTags[tag].legend,
    type: 'fieldset',
    hint,
    fields: options.map((option) => ({ name: newsletterTags[tag].field(option.id), label: option.label, type: 'checkbox' as const })),
  }))
  return (
    <>
      <h1>Subscribe to our newsletter</h1>
      <p className="lede">News of our research, events and publications, about once a month. You can unsubscribe at any time.</p>
      <p>
        Choose the topics you want below, and any research themes and divisions you follow. We will send you a message to confirm your
        address first: you are only subscribed once you follow its link. Every newsletter has a link to change your topics and a link to
        unsubscribe.
      </p>
      <SubmitForm
        form="subscribe"
        submitLabel="Subscribe"
        hidden={{ topicsShown: '1' }}
        fields={[
          { name: 'email', label: 'Email address', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
          { name: 'name', label: 'Name', autoComplete: 'name', maxLength: 200 },
          {
            name: 'topics',
            label: 'Topics',
            type: 'fieldset',
            fields: topicIds.map((topic) => ({
              name: topicField(topic),
              label: newsletterTopics[topic].label,
              type: 'checkbox' as const,
              defaultValue: true,
              hint: newsletterTopics[topic].hint,
            })),
          },
          ...tagFields,
        ]}
      />
    </>
  )
}
