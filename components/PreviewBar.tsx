'use client'

import dynamic from 'next/dynamic'
import { hydrates } from '@/lib/edge/hydrate.mjs'

// A chunk of its own, fetched only where the bar is rendered (draft mode): visitors' pages do not
// load the live-preview script. (next/dynamic splits code only when called in a client component.)
const LivePreview = dynamic(() => import('./LivePreview').then((m) => m.LivePreview))

/** Shown on every page while an editor previews drafts: what they see is not public yet. */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div {...hydrates} className="preview-bar" role="status">
      <p>
        <strong>Preview:</strong> you are seeing drafts and scheduled content that visitors do not see yet.{' '}
        <a href={`/cms/preview/exit?path=${encodeURIComponent(path)}`}>Leave preview</a>
      </p>
      <LivePreview />
    </div>
  )
}
