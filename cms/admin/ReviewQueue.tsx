import type { CollectionSlug, Payload, TypedUser } from 'payload'

/**
 * The dashboard's review queue: every draft a contributor marked "Ready for
 * review", newest first, with a link to open it (and preview it from there).
 */
type Waiting = { collection: CollectionSlug; kind: string; id: string | number; title: string; updatedAt: string }

async function waitingForReview(payload: Payload, user: TypedUser): Promise<Waiting[]> {
  const collections = Object.values(payload.collections).filter(({ config }) =>
    config.fields.some((field) => 'name' in field && field.name === 'review'),
  )
  const found = await Promise.all(
    collections.map(async ({ config }) => {
      const { docs } = await payload.find({
        collection: config.slug,
        where: { review: { equals: 'submitted' } },
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

export async function ReviewQueue({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const waiting = await waitingForReview(payload, user)
  return (
    <section aria-labelledby="review-queue" style={{ marginBottom: '2rem' }}>
      <h2 id="review-queue" style={{ marginBottom: '0.5rem' }}>
        Waiting for review ({waiting.length})
      </h2>
      {waiting.length === 0 ? (
        <p>Nothing is waiting for review. Contributors mark a draft “Ready for review” in its sidebar.</p>
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
                <td style={cell}>{item.updatedAt ? new Date(item.updatedAt).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
