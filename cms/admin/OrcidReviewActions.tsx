'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const post = async (path: string, body: unknown = {}) => {
  const response = await fetch(`/cms/api/orcid-works${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json().catch(() => null)
  const error = answer && typeof answer === 'object' && 'error' in answer ? (answer.error as { message?: unknown }) : null
  return { ok: response.ok, answer, message: typeof error?.message === 'string' ? error.message : `It failed (${response.status}).` }
}

/** One queued work's decisions: accept (as a draft or published) or dismiss; the editor then lands on the publication. */
export function OrcidReviewActions({ id, title }: { id: number; title: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState('')

  async function decide(path: string, body?: unknown) {
    setBusy(true)
    setSaid('')
    try {
      const { ok, answer, message } = await post(`/${id}/${path}`, body)
      if (!ok) return setSaid(message)
      const publication = answer && typeof answer === 'object' && 'publication' in answer ? String(answer.publication) : null
      if (publication) return router.push(`/admin/collections/publications/${publication}`)
      setSaid('Dismissed: it will not be queued again.')
      router.refresh()
    } catch {
      setSaid('The CMS could not be reached. Try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      role="group"
      aria-label={`Decide on “${title}”`}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}
    >
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={() => decide('accept', { publish: false })}
      >
        Accept as draft
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={() => decide('accept', { publish: true })}
      >
        Accept and publish
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={() => decide('dismiss')}
      >
        Dismiss
      </button>
      <span role="status">{said}</span>
    </div>
  )
}

/** "Check ORCID now": a sweep queued at once; the works arrive within a minute or so. */
export function OrcidSyncNow() {
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          try {
            const { ok, message } = await post('/sync')
            setSaid(ok ? 'ORCID will be checked within a minute; reload this page to see new works.' : message)
          } catch {
            setSaid('The CMS could not be reached. Try again.')
          } finally {
            setBusy(false)
          }
        }}
      >
        Check ORCID now
      </button>
      <span role="status">{said}</span>
    </p>
  )
}
