import Link from 'next/link'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { defaultTimeZone, formatEventTime } from '../../lib/time'
import { userCanPublish } from '../access'
import { needsAttention } from '../attention'
import { calendarEntries } from '../calendar'

/**
 * The top of the dashboard: what waits for this person (for editors, every
 * draft marked "Ready for review"; for contributors, their drafts with
 * changes requested), newest first, and what is scheduled or embargoed in the
 * next thirty days (the calendar has the rest).
 */
type Waiting = { collection: CollectionSlug; kind: string; id: string | number; title: string; updatedAt: string }

async function waitingFor(payload: Payload, user: TypedUser, where: Where): Promise<Waiting[]> {
  const collections = Object.values(payload.collections).filter(({ config }) =>
    config.fields.some((field) => 'name' in field && field.name === 'review'),
  )
  const found = await Promise.all(
    collections.map(async ({ config }) => {
      const { docs } = await payload.find({
        collection: config.slug,
        where,
        draft: true,
        depth: 0,
        limit: 50,
        sort: '-updatedAt',
        overrideAccess: false,
        user,
      })
      const kind = typeof config.labels.singular === 'string' ? config.labels.singular : config.slug
      const titleField = config.admin.useAsTitle ?? 'id'
      return docs.map((doc) => {
        const record: Record<string, unknown> = { ...doc }
        return {
          collection: config.slug,
          kind,
          id: doc.id,
          title: String(record[titleField] ?? doc.id),
          updatedAt: String(record.updatedAt ?? ''),
        }
      })
    }),
  )
  return found.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}

const cell = { padding: '0.5rem 0.75rem', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }

const when = (iso: string) => (iso ? formatEventTime(iso, defaultTimeZone) : '')

export async function ReviewQueue({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const editor = userCanPublish(user)
  const waiting = editor
    ? await waitingFor(payload, user, { review: { equals: 'submitted' } })
    : await waitingFor(payload, user, { and: [{ review: { equals: 'changes' } }, { submittedBy: { equals: user.id } }] })
  const now = new Date()
  const attention = editor ? await needsAttention(payload) : []
  const coming = (await calendarEntries(payload, now, new Date(now.getTime() + 30 * 86_400_000), now)).filter(
    (entry) => entry.kind === 'scheduled' || entry.kind === 'embargoed',
  )
  return (
    <>
      <section aria-labelledby="review-queue" style={{ marginBottom: '2rem' }}>
        <h2 id="review-queue" style={{ marginBottom: '0.5rem' }}>
          {editor ? `Waiting for review (${waiting.length})` : `Waiting for you: changes requested (${waiting.length})`}
        </h2>
        {waiting.length === 0 ? (
          <p>
            {editor
              ? 'Nothing is waiting for review. Contributors mark a draft “Ready for review” in its sidebar.'
              : 'No draft of yours waits for changes. An editor’s note appears in the draft’s sidebar.'}
          </p>
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={cell}>Title</th>
                <th style={cell}>Type</th>
                <th style={cell}>Last saved</th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((item) => (
                <tr key={`${item.collection}:${item.id}`}>
                  <td style={cell}>
                    <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>
                  </td>
                  <td style={cell}>{item.kind}</td>
                  <td style={cell}>{when(item.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {editor && (
        <section aria-labelledby="needs-attention" style={{ marginBottom: '2rem' }}>
          <h2 id="needs-attention" style={{ marginBottom: '0.5rem' }}>
            Needs attention ({attention.length})
          </h2>
          {attention.length === 0 ? (
            <p>Nothing: every published image has its alternative text, and every link in published text leads to a page.</p>
          ) : (
            <ul>
              {attention.map((item, index) => (
                <li key={`${item.collection}:${item.id}:${index}`}>
                  <a href={`/admin/collections/${item.collection}/${item.id}`}>{item.title}</a>: {item.problem}.
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="coming-up" style={{ marginBottom: '2rem' }}>
        <h2 id="coming-up" style={{ marginBottom: '0.5rem' }}>
          Scheduled in the next 30 days ({coming.length})
        </h2>
        {coming.length === 0 ? (
          <p>
            Nothing is scheduled or embargoed. See the <Link href="/admin/calendar">calendar</Link> for what was published and the events.
          </p>
        ) : (
          <ul>
            {coming.map((entry) => (
              <li key={`${entry.kind}:${entry.collection}:${entry.id}:${entry.at}`}>
                {when(entry.at)}: {entry.label}, <a href={`/admin/collections/${entry.collection}/${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
