import type { Payload, TypedUser } from 'payload'

import { userCanPublish } from '../access'
import { orcidSyncDays } from '../orcidSync'
import { publicationTypes } from '../../content/publication'
import { OrcidReviewActions, OrcidSyncNow } from './OrcidReviewActions'

/**
 * Above the ORCID review queue's list: the works waiting for review, each with
 * its person, DOI and venue, and (for editors) "Accept as draft", "Accept and
 * publish" and "Dismiss"; and "Check ORCID now" (cms/orcidSync.ts).
 */
export async function OrcidReview({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  const { docs, totalDocs } = await payload.find({
    collection: 'orcid-works',
    where: { status: { equals: 'pending' } },
    sort: '-updatedAt',
    limit: 50,
    depth: 1,
    overrideAccess: true,
  })
  const editor = userCanPublish(user ?? null)
  const days = orcidSyncDays()
  return (
    <section aria-labelledby="orcid-review-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="orcid-review-heading" style={{ marginBottom: '0.5rem' }}>
        Waiting for review ({totalDocs})
      </h2>
      <p style={{ marginTop: 0 }}>
        {days
          ? `ORCID is checked every ${days === 1 ? 'day' : `${days} days`} for each person with an ORCID iD.`
          : 'The scheduled ORCID check is off.'}{' '}
        Works whose DOI is already a publication are skipped; a dismissed work is not queued again.
      </p>
      {editor ? <OrcidSyncNow /> : <p>Editors and administrators accept or dismiss these works.</p>}
      {docs.length === 0 ? (
        <p>Nothing is waiting.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
          {docs.map((work) => {
            const person = typeof work.person === 'object' ? work.person : null
            return (
              <li key={work.id} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem' }}>
                <article aria-labelledby={`orcid-work-${work.id}`}>
                  <h3 id={`orcid-work-${work.id}`} style={{ margin: '0 0 0.25rem', fontSize: '1rem' }}>
                    {work.title}
                    {work.change === 'changed' ? ' (changed on ORCID)' : ''}
                  </h3>
                  <p style={{ margin: '0 0 0.5rem' }}>
                    {[
                      person ? `From ${person.name}'s ORCID record` : null,
                      work.type ? publicationTypes[work.type] : null,
                      work.journal,
                      work.year ? String(work.year) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    <br />
                    {work.authors ? `${work.authors} · ` : ''}DOI {work.doi}
                  </p>
                  {editor ? <OrcidReviewActions id={work.id} title={work.title} /> : null}
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
