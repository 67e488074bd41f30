'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * In /admin's live preview the page re-renders whenever the editor's draft is
 * saved (drafts save as the editor types), so changes show as they are made.
 * Loaded only in draft mode. Messages are taken only from this site's origin.
 */
export function LivePreview() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
