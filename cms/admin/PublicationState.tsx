import type { CollectionSlug, Payload } from 'payload'

import { loadPublicationState } from '../publicationState'

type CellProps = { payload: Payload; rowData?: { id?: string | number }; collectionConfig?: { slug: CollectionSlug } }

/** The "State" column of an editorial collection's list. */
export async function StateCell({ payload, rowData, collectionConfig }: CellProps) {
  if (!rowData?.id || !collectionConfig) return null
  return <span>{await loadPublicationState(payload, collectionConfig.slug, rowData.id)}</span>
}

type FieldProps = { payload: Payload; id?: string | number; collectionSlug?: CollectionSlug }

/** The state in the edit view's sidebar, above the publication date. */
export async function StateField({ payload, id, collectionSlug }: FieldProps) {
  if (!id || !collectionSlug) return null
  const state = await loadPublicationState(payload, collectionSlug, id)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">State</span>
      <p style={{ margin: 0, fontWeight: 600 }} data-publication-state>
        {state}
      </p>
    </div>
  )
}
