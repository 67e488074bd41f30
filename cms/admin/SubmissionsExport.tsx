import type { Payload } from 'payload'

/**
 * Above the list of form submissions: one "Download CSV" link per form, so an
 * editor finds the export without looking for it. Each link downloads every
 * submission of that form, one column per field (cms/submissionsCsv.ts).
 */
export async function SubmissionsExport({ payload }: { payload: Payload }) {
  const { docs } = await payload.find({ collection: 'forms', depth: 0, pagination: false, sort: 'title', overrideAccess: true })
  const api = payload.config.routes.api
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center', marginBottom: '1rem' }}>
      <strong>Download CSV (every submission, one column per field):</strong>
      {docs.map((form) => (
        <a
          key={form.id}
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={`${api}/form-submissions/csv?form=${form.id}`}
          download
        >
          {form.title} (CSV)
        </a>
      ))}
      {docs.length === 0 ? <span>No forms yet.</span> : null}
    </div>
  )
}
