import type { Payload } from 'payload'

import { newsletterTopics, topicIds } from '../../lib/schema/newsletterTopics'

/**
 * Above the list of subscribers, for administrators: the list as CSV, all of
 * it or by topic, subscribed addresses only (cms/subscribersCsv.ts).
 */
export function SubscribersExport({ payload, user }: { payload: Payload; user?: { roles?: readonly string[] | null } | null }) {
  // The list view's server props: the CMS and the signed-in account (no request).
  if (!user?.roles?.includes('admin')) return null
  const base = `${payload.config.routes.api}/subscribers/csv`
  const link = { margin: 0 }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center', marginBottom: '1rem' }}>
      <strong>Download CSV:</strong>
      <a className="btn btn--style-secondary btn--size-small" style={link} href={base} download>
        Everyone
      </a>
      {topicIds.map((topic) => (
        <a
          key={topic}
          className="btn btn--style-secondary btn--size-small"
          style={link}
          href={`${base}?topic=${topic}&status=subscribed`}
          download
        >
          {newsletterTopics[topic].label} (subscribed)
        </a>
      ))}
    </div>
  )
}
